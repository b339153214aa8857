import '../content.css';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { storyAlternates, storyPathOf, type MessageId, type PageMatch } from '@shop/i18n';
import { isApiError } from '@shop/api-client';
import { useContentPage } from '@shop/api-client/react';
import { usePageMeta } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';
import { ContentNotice } from './ContentNotice';
import { LoadFailed } from './LoadFailed';
import { ContentBlocks } from './ContentBlocks';
import { PublishedOn } from '../shared/blog/components/ArticleMeta';
import { useContentPreview } from './use-content-preview';

interface StoryArticleProps {
  match: PageMatch;
  /** The section's list this article belongs to. */
  back: { href: string; label: MessageId };
  /** Links for the article's tags; without it the tags are not shown. */
  tagHref?: (tag: string) => string;
  /**
   * An entry of a reference (the encyclopedia): no publication date, and no teaser, which there
   * is the definition for the index and the entry's text itself.
   */
  reference?: boolean;
}

/**
 * One article story of a section (blog, news at any depth, knowledge hub, encyclopedia, press),
 * read at the path the route names. A missing story never gets here: the shell shows its 404
 * page, as the edge answered 404.
 */
export function StoryArticle({ match, back, tagHref, reference = false }: StoryArticleProps) {
  const intl = useIntl();
  const story = useContentPage(match.language, storyPathOf(match) ?? '', useContentPreview());
  const content = story.data?.content;
  const article = content?.component === 'article' ? content : undefined;
  // The language switch leads to the twin, whose path is translated (or the section's index).
  usePageMeta(article?.title, story.data && storyAlternates(match, story.data.twins));

  if (story.isPending) return <Skeleton variant="block" />;
  if (story.isError && !(isApiError(story.error) && story.error.statusCode === 404)) {
    return (
      <LoadFailed
        className="ui-container content-blog__error"
        message="content.article.loadFailed"
        onRetry={() => void story.refetch()}
      />
    );
  }
  // A story of another kind at an article's path (a page, the menu) is no article to show.
  if (!article || !story.data) return <ContentNotice kind="article" />;
  return (
    <article className="ui-container content-page content-article">
      <p>
        <Link to={back.href} className="ui-target">
          {intl.formatMessage({ id: back.label })}
        </Link>
      </p>
      {/* The shell's page header shows the title (usePageMeta) as the page's h1. */}
      {reference ? null : (
        <>
          <PublishedOn iso={story.data.firstPublishedAt} />
          <p className="content-article__teaser">{article.teaser}</p>
        </>
      )}
      <div className="content-blocks">
        <ContentBlocks blocks={article.body} />
      </div>
      {tagHref && story.data.tagList.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'content.article.tags' })}>
          <ul className="content-blog__tags">
            {story.data.tagList.map((tag) => (
              <li key={tag}>
                <Link to={tagHref(tag)}>{tag}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
