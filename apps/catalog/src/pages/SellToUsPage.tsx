import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { categoryDefinitions, preciousMetals, type CategoryKey } from '@shop/api-client';
import { useCategoryPath, useLocale, useLocalizedPath } from '@shop/i18n/react';
import { RadioGroup } from '@shop/ui';
import { HowToSell } from '../features/sell/components/HowToSell';
import { ScrapMetalBox } from '../widgets/ScrapMetalBox';
import { SellCard } from '../features/sell/components/SellCard';
import { SellProducts } from '../widgets/SellProducts';
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

/**
 * Sell to us (spec 2, sell flow): the metal first, then the bars and coins of that metal to put
 * into the sell cart or the way to the scrap calculator; how selling works and the scrap metal
 * box. The chosen metal is in the address (`?metal=`), so back and reload keep it.
 */
export default function SellToUsPage() {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const categoryPath = useCategoryPath();
  const [params, setParams] = useSearchParams();
  const chooseId = useId();
  const formsId = useId();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const category = (key: CategoryKey) => categoryDefinitions.find((c) => c.key === key)!;
  const metal = preciousMetals.find((m) => m === params.get('metal')) ?? null;

  return (
    <div className="catalog-stack">
      <p className="catalog-lead">{t('catalog.sell.intro')}</p>
      <section aria-labelledby={chooseId} className="catalog-section">
        <h2 id={chooseId} className="catalog-section-title">
          {t('catalog.sell.choose.title')}
        </h2>
        <RadioGroup
          legend={t('catalog.sell.choose.legend')}
          legendHidden
          name="sellMetal"
          value={metal ?? undefined}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('metal', value);
                return next;
              },
              { replace: true },
            )
          }
          options={preciousMetals.map((m) => ({
            value: m,
            label: t(`metal.${m}`),
            description: t(`catalog.sell.metal.${m}`),
          }))}
          orientation="horizontal"
          appearance="tiles"
        />
      </section>
      {metal && (
        <SellProducts
          metal={metal}
          scrapPath={
            <SellCard
              title={t('catalog.sell.scrapPath.title', { metal: t(`metal.${metal}`) })}
              text={t('catalog.sell.scrapPath.text')}
              links={
                <Link className="ui-link ui-link--standalone" to={pathTo('scrapMetals')}>
                  {t('catalog.sell.scrapPath.link')}
                </Link>
              }
            />
          }
        />
      )}
      <HowToSell />
      <ScrapMetalBox />
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
