import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { Link } from 'react-router-dom';
import { categoryDefinitions, preciousMetals, type CategoryKey } from '@shop/api-client';
import { useCategoryPath, useLocale, useLocalizedPath } from '@shop/i18n/react';
import { SellCard } from '../features/sell/components/SellCard';
import '../catalog.css';

const byForm: ReadonlyArray<{
  id: 'bullion' | 'coins' | 'scrap' | 'dental' | 'oldMetal';
  categories: readonly CategoryKey[];
}> = [
  { id: 'bullion', categories: ['gold-bars', 'silver-bars'] },
  { id: 'coins', categories: ['gold-coins', 'silver-coins'] },
  { id: 'scrap', categories: [] },
  { id: 'dental', categories: [] },
  { id: 'oldMetal', categories: [] },
];

/** What the shop buys from its customers, leading to the matching products and the scrap page. */
export default function SellToUsPage() {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const categoryPath = useCategoryPath();
  const metalsId = useId();
  const formsId = useId();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const category = (key: CategoryKey) => categoryDefinitions.find((c) => c.key === key)!;

  return (
    <div className="catalog-stack">
      <p className="catalog-lead">{t('catalog.sell.intro')}</p>
      <section aria-labelledby={metalsId} className="catalog-section">
        <h2 id={metalsId} className="catalog-section-title">
          {t('catalog.sell.metals')}
        </h2>
        <ul className="catalog-tiles">
          {preciousMetals.map((metal) => (
            <li key={metal}>
              <SellCard
                title={t(`metal.${metal}`)}
                text={t(`catalog.sell.metal.${metal}`)}
                links={
                  <Link
                    className="ui-link ui-link--standalone"
                    to={`${pathTo('shop')}?metal=${metal}`}
                  >
                    {t('catalog.sell.metal.link', { metal: t(`metal.${metal}`) })}
                  </Link>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={formsId} className="catalog-section">
        <h2 id={formsId} className="catalog-section-title">
          {t('catalog.sell.forms')}
        </h2>
        <ul className="catalog-tiles">
          {byForm.map((form) => (
            <li key={form.id}>
              <SellCard
                title={t(`catalog.sell.${form.id}.title`)}
                text={t(`catalog.sell.${form.id}.text`)}
                links={
                  form.categories.length > 0 ? (
                    form.categories.map((key) => (
                      <Link
                        key={key}
                        className="ui-link ui-link--standalone"
                        to={categoryPath(category(key))}
                      >
                        {category(key).name[language]}
                      </Link>
                    ))
                  ) : (
                    <Link className="ui-link ui-link--standalone" to={pathTo('scrapMetals')}>
                      {t('catalog.sell.toScrap')}
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
