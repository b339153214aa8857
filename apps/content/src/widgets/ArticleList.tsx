import '../content.css';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@shop/router';
import type { ArticleQuery, Story } from '@shop/api-client';
import { useContentArticles } from '@shop/api-client/react';
import { Card, CardBody, Pagination, Skeleton } from '@shop/ui';
import { ContentNotice } from './ContentNotice';
import { LoadFailed } from './LoadFailed';
import { PublishedOn } from '../shared/blog/components/ArticleMeta';

/** The page number of `?page=`, 1 when absent or not a number. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

interface ArticleListProps {
  rootFolder: string;
  query: Omit<ArticleQuery, 'page'> & { page: number };
  /** The article page of a story. */
  hrefOf: (story: Story) => string;
  /** The list's own address for a page number (with the list's other filters). */
  hrefFor: (page: number) => string;
  /** Shown above the list once it has loaded, e.g. how many articles a filter found. */
  summary?: (total: number) => string | null;
}

/** One page of a section's articles, newest first, with paging; loading, failure and empty states. */
export function ArticleList({ rootFolder, query, hrefOf, hrefFor, summary }: ArticleListProps) {
  const intl = useIntl();
  const articles = useContentArticles(rootFolder, query);
  if (articles.isPending) return <Skeleton variant="block" />;
  if (articles.isError)
    return (
      <LoadFailed
        className="content-blog__error"
        message="content.list.loadFailed"
        onRetry={() => void articles.refetch()}
      />
    );
  if (articles.data.stories.length === 0) return <ContentNotice kind="list" />;
  const line = summary?.(articles.data.total);
  return (
    <>
      {line ? <p aria-live="polite">{line}</p> : null}
      <ul className="content-blog__list">
        {articles.data.stories.map((story) => (
          <li key={story.uuid}>
            <Card as="article">
              <CardBody>
                <h2 className="content-blog__title">
                  <Link to={hrefOf(story)}>
                    {story.content.component === 'menu' ? story.name : story.content.title}
                  </Link>
                </h2>
                <PublishedOn iso={story.firstPublishedAt} />
                {story.content.component === 'article' ? <p>{story.content.teaser}</p> : null}
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination
        as={Link}
        page={articles.data.page}
        pageCount={Math.ceil(articles.data.total / articles.data.perPage)}
        hrefFor={hrefFor}
        labels={{
          nav: intl.formatMessage({ id: 'pagination.label' }),
          previous: intl.formatMessage({ id: 'pagination.previous' }),
          next: intl.formatMessage({ id: 'pagination.next' }),
          page: (target) => intl.formatMessage({ id: 'pagination.page' }, { page: target }),
        }}
      />
    </>
  );
}

/** `base` with `?page=` beyond the first page and the other query parameters given. */
export function listHref(base: string, query: Record<string, string | undefined>, page?: number) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  if (page && page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
