import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { Story } from '@shop/api-client';
import { useContentArticles } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Card, CardBody, Skeleton } from '@shop/ui';
import { PublishedOn } from '../../../shared/blog/components/ArticleMeta';
import type { BlockProps } from '../types';

/** Where a story is read: blog and news have their routes, anything else the content catch-all. */
function useStoryPath() {
  const pathTo = useLocalizedPath();
  return (story: Story) => {
    const [section, ...rest] = story.path.split('/');
    if (section === 'blog' && rest.length > 0) return pathTo('blogArticle', { slug: story.slug });
    if (section === 'news' && rest.length > 0)
      return pathTo('newsArticle', { slug: rest.join('/') });
    return pathTo('contentPage', { slug: story.path });
  };
}

/** The newest published articles of a folder, as teaser cards. */
function ArticleTeasers({
  headline,
  folder,
  tag,
  limit,
  kind,
}: {
  headline: string;
  folder: string;
  tag?: string | undefined;
  limit: number;
  kind: 'news' | 'articles';
}) {
  const intl = useIntl();
  const { language } = useLocale();
  const headingId = useId();
  const storyPath = useStoryPath();
  // The language names the root folder; the API picks the store's folder by the store key.
  const articles = useContentArticles(language, {
    folder,
    perPage: limit,
    ...(tag ? { tag } : {}),
  });
  // Nothing published: the section is left out rather than shown empty on a shop front.
  if (articles.data && articles.data.stories.length === 0) return null;
  return (
    <section
      className={`content-block content-teasers content-teasers--${kind}`}
      aria-labelledby={headingId}
      aria-busy={articles.isPending}
    >
      <h2 id={headingId}>{headline}</h2>
      {articles.isError ? (
        <p role="alert">{intl.formatMessage({ id: 'content.teasers.loadFailed' })}</p>
      ) : articles.isPending ? (
        <Skeleton variant="block" />
      ) : (
        <ul className="content-teasers__list">
          {articles.data.stories.map((story) => (
            <li key={story.uuid}>
              <Card as="article" className="content-teaser">
                {story.content.component === 'article' && story.content.image ? (
                  <img
                    className="content-teaser__image"
                    src={story.content.image.src}
                    alt=""
                    loading="lazy"
                  />
                ) : null}
                <CardBody>
                  <h3 className="content-teaser__title">
                    <Link to={storyPath(story)}>
                      {story.content.component === 'menu' ? story.name : story.content.title}
                    </Link>
                  </h3>
                  <PublishedOn iso={story.firstPublishedAt} />
                  {story.content.component === 'article' ? <p>{story.content.teaser}</p> : null}
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function NewsBlock({ block }: BlockProps<'news'>) {
  return (
    <ArticleTeasers
      headline={block.headline}
      folder={block.folder}
      limit={block.limit}
      kind="news"
    />
  );
}

export function ArticlesBlock({ block }: BlockProps<'articles'>) {
  return (
    <ArticleTeasers
      headline={block.headline}
      folder={block.folder}
      tag={block.tag}
      limit={block.limit}
      kind="articles"
    />
  );
}
