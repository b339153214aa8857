import '../content.css';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { PageProps } from '@shop/i18n';
import { useContentArticles, useContentTags } from '@shop/api-client/react';
import { useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { Button, Card, CardBody, Pagination, Skeleton } from '@shop/ui';
import { ContentNotice } from '../components/ContentNotice';
import { PublishedOn } from '../features/blog/ArticleMeta';

const folder = 'blog';

/** The blog: newest articles first, 25 to a page, filtered by one topic tag from `?tag=`. */
export default function BlogPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // The language names the root folder; the API picks the store's folder by the store key.
  const articles = useContentArticles(match.language, { folder, page, ...(tag ? { tag } : {}) });
  const tags = useContentTags(match.language, folder);
  usePageMeta(intl.formatMessage({ id: 'content.blog.title' }));

  const blogPath = pathTo('blog');
  const hrefFor = (target: { tag?: string | undefined; page?: number }) => {
    const query = new URLSearchParams();
    if (target.tag) query.set('tag', target.tag);
    if (target.page && target.page > 1) query.set('page', String(target.page));
    const search = query.toString();
    return search ? `${blogPath}?${search}` : blogPath;
  };

  return (
    <div className="ui-container content-blog">
      {/* The shell's page header shows the title (usePageMeta) as the page's h1. */}
      <p className="content-blog__lead">{intl.formatMessage({ id: 'content.blog.lead' })}</p>
      {tags.data && tags.data.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'content.blog.tags' })}>
          <ul className="content-blog__tags">
            <li>
              <Link to={hrefFor({})} aria-current={tag ? undefined : 'page'}>
                {intl.formatMessage({ id: 'content.blog.allTags' })}
              </Link>
            </li>
            {tags.data.map((t) => (
              <li key={t.name}>
                <Link
                  to={hrefFor({ tag: t.name })}
                  aria-current={t.name === tag ? 'page' : undefined}
                >
                  {intl.formatMessage(
                    { id: 'content.blog.tagCount' },
                    { tag: t.name, count: t.taggingsCount },
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {articles.isPending ? (
        <Skeleton variant="block" />
      ) : articles.isError ? (
        <div role="alert" className="content-blog__error">
          <p>{intl.formatMessage({ id: 'content.list.loadFailed' })}</p>
          <Button variant="secondary" onClick={() => void articles.refetch()}>
            {intl.formatMessage({ id: 'content.retry' })}
          </Button>
        </div>
      ) : articles.data.stories.length === 0 ? (
        <ContentNotice kind="list" />
      ) : (
        <>
          {tag ? (
            <p aria-live="polite">
              {intl.formatMessage(
                { id: 'content.blog.filtered' },
                { count: articles.data.total, tag },
              )}
            </p>
          ) : null}
          <ul className="content-blog__list">
            {articles.data.stories.map((story) => (
              <li key={story.uuid}>
                <Card as="article">
                  <CardBody>
                    <h2 className="content-blog__title">
                      <Link to={pathTo('blogArticle', { slug: story.slug })}>
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
            hrefFor={(target) => hrefFor({ tag, page: target })}
            labels={{
              nav: intl.formatMessage({ id: 'pagination.label' }),
              previous: intl.formatMessage({ id: 'pagination.previous' }),
              next: intl.formatMessage({ id: 'pagination.next' }),
              page: (target) => intl.formatMessage({ id: 'pagination.page' }, { page: target }),
            }}
          />
        </>
      )}
    </div>
  );
}
