import '../content.css';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useCategories, useContentPage } from '@shop/api-client/react';
import type { PageProps } from '@shop/i18n';
import { languageAtom, useCategoryPath, useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, Card, Skeleton } from '@shop/ui';
import { ContentBlocks } from '../widgets/ContentBlocks';
import { useContentPreview } from '../widgets/use-content-preview';

const trust = [
  'content.home.trust.returns',
  'content.home.trust.delivery',
  'content.home.trust.stores',
] as const;

/** The content system's story of the home page lives at this path of each root folder. */
const homePath = 'home';

/**
 * The home page: the editors' story (banners, sliders, products, news, the price chart...), then
 * the catalogue's categories. Should the content system fail, the shop's own hero stands in, so
 * the front door is never empty.
 */
export default function HomePage({ match }: PageProps) {
  const intl = useIntl();
  const story = useContentPage(match.language, homePath, useContentPreview());
  const content = story.data?.content.component === 'page' ? story.data.content : null;
  return (
    <div className="content-home">
      {story.isPending ? (
        <Skeleton variant="block" className="content-home__skeleton" />
      ) : content ? (
        <>
          <header className="ui-container content-home__header">
            <h1 className="content-home__title">{content.title}</h1>
            {content.description ? <p>{content.description}</p> : null}
          </header>
          <div className="ui-container content-blocks">
            <ContentBlocks blocks={content.body} />
          </div>
        </>
      ) : (
        <Hero />
      )}
      <ul
        className="ui-container content-trust"
        aria-label={intl.formatMessage({ id: 'content.home.trustLabel' })}
      >
        {trust.map((id) => (
          <li key={id}>{intl.formatMessage({ id })}</li>
        ))}
      </ul>
      <Categories />
    </div>
  );
}

function Hero() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
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
  );
}

function Categories() {
  const intl = useIntl();
  const categoryPath = useCategoryPath();
  const language = useAtomValue(languageAtom);
  const categories = useCategories();
  return (
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
  );
}
