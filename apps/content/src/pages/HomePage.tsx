import '../content.css';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCategories } from '@shop/api-client/react';
import { languageAtom, useCategoryPath, useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, Card, Skeleton } from '@shop/ui';

const trust = [
  'content.home.trust.returns',
  'content.home.trust.delivery',
  'content.home.trust.stores',
] as const;

export default function HomePage() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const categoryPath = useCategoryPath();
  const language = useAtomValue(languageAtom);
  const categories = useCategories();
  return (
    <div className="content-home">
      <section className="content-hero" aria-labelledby="home-title">
        <div className="ui-container content-hero__inner">
          <h1 id="home-title" className="content-hero__title">
            {intl.formatMessage({ id: 'content.home.title' })}
          </h1>
          <p className="content-hero__lead">{intl.formatMessage({ id: 'content.home.lead' })}</p>
          <div className="content-hero__actions">
            <ButtonLink as={Link} href={pathTo('shop')} variant="primary" size="lg">
              {intl.formatMessage({ id: 'content.home.shopNow' })}
            </ButtonLink>
            <ButtonLink as={Link} href={pathTo('sellToUs')} variant="secondary" size="lg">
              {intl.formatMessage({ id: 'content.home.sellNow' })}
            </ButtonLink>
          </div>
        </div>
      </section>
      <ul className="ui-container content-trust">
        {trust.map((id) => (
          <li key={id}>{intl.formatMessage({ id })}</li>
        ))}
      </ul>
      <section className="ui-container content-section" aria-labelledby="home-categories">
        <h2 id="home-categories">{intl.formatMessage({ id: 'content.home.categories' })}</h2>
        <ul className="content-categories">
          {categories.isPending
            ? Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton variant="block" />
                </li>
              ))
            : (categories.data ?? []).map((category) => (
                <li key={category.key}>
                  <Card className={`content-category content-category--${category.key}`}>
                    <Link to={categoryPath(category)} className="content-category__link">
                      <span className="content-category__name">{category.name[language]}</span>
                      <span className="content-category__count">
                        {intl.formatMessage(
                          { id: 'content.home.productCount' },
                          { count: category.productCount },
                        )}
                      </span>
                    </Link>
                  </Card>
                </li>
              ))}
        </ul>
      </section>
    </div>
  );
}
