import '../content.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '@shop/i18n';
import { isApiError } from '@shop/api-client';
import { useContentPage } from '@shop/api-client/react';
import { useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { Button, Skeleton } from '@shop/ui';
import { ContentNotice } from '../components/ContentNotice';
import { PublishedOn } from '../features/blog/ArticleMeta';
import { TextBlocks } from '../features/blocks/TextBlocks';

/** One blog article: the story at `blog/{slug}` of the store's root folder for the language. */
export default function BlogArticlePage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const story = useContentPage(match.language, `blog/${match.params.slug ?? ''}`);
  const content = story.data?.content;
  const article = content?.component === 'article' ? content : undefined;
  usePageMeta(article?.title);

  if (story.isPending) return <Skeleton variant="block" />;
  if (story.isError && !(isApiError(story.error) && story.error.statusCode === 404)) {
    return (
      <div role="alert" className="ui-container content-blog__error">
        <p>{intl.formatMessage({ id: 'content.article.loadFailed' })}</p>
        <Button variant="secondary" onClick={() => void story.refetch()}>
          {intl.formatMessage({ id: 'content.retry' })}
        </Button>
      </div>
    );
  }
  if (!article || !story.data) return <ContentNotice kind="article" />;
  const blogPath = pathTo('blog');
  return (
    <article className="ui-container content-page content-article">
      <p>
        <Link to={blogPath}>{intl.formatMessage({ id: 'content.article.backToBlog' })}</Link>
      </p>
      {/* The shell's page header shows the title (usePageMeta) as the page's h1. */}
      <PublishedOn iso={story.data.firstPublishedAt} />
      <p className="content-article__teaser">{article.teaser}</p>
      <TextBlocks blocks={article.body} />
      {story.data.tagList.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'content.article.tags' })}>
          <ul className="content-blog__tags">
            {story.data.tagList.map((tag) => (
              <li key={tag}>
                <Link to={`${blogPath}?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
