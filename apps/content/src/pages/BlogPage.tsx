import '../content.css';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@shop/router';
import { contentFolder, type PageProps } from '@shop/i18n';
import { useContentTags } from '@shop/api-client/react';
import { useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { ArticleList, listHref, usePageParam } from '../widgets/ArticleList';

/** The blog: newest articles first, 25 to a page, filtered by one topic tag from `?tag=`. */
export default function BlogPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || undefined;
  const page = usePageParam();
  const folder = contentFolder('blog', match.language);
  const tags = useContentTags(match.language, folder);
  usePageMeta(intl.formatMessage({ id: 'content.blog.title' }));

  const blogPath = pathTo('blog');
  return (
    <div className="ui-container content-blog">
      {/* The shell's page header shows the title (usePageMeta) as the page's h1. */}
      <p className="content-blog__lead">{intl.formatMessage({ id: 'content.blog.lead' })}</p>
      {tags.data && tags.data.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'content.blog.tags' })}>
          <ul className="content-blog__tags">
            <li>
              <Link to={blogPath} aria-current={tag ? undefined : 'page'}>
                {intl.formatMessage({ id: 'content.blog.allTags' })}
              </Link>
            </li>
            {tags.data.map((t) => (
              <li key={t.name}>
                <Link
                  to={listHref(blogPath, { tag: t.name })}
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
      {/* The language names the root folder; the API picks the store's folder by the store key. */}
      <ArticleList
        rootFolder={match.language}
        query={{ folder, page, ...(tag ? { tag } : {}) }}
        hrefOf={(story) => pathTo('blogArticle', { slug: story.slug })}
        hrefFor={(target) => listHref(blogPath, { tag }, target)}
        summary={(total) =>
          tag ? intl.formatMessage({ id: 'content.blog.filtered' }, { count: total, tag }) : null
        }
      />
    </div>
  );
}
