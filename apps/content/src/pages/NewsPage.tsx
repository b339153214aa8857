import '../content.css';
import { useIntl } from 'react-intl';
import { contentFolder, sectionSlugOf, type PageProps } from '@shop/i18n';
import { useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { ArticleList, listHref, usePageParam } from '../widgets/ArticleList';

/** News, newest first, 25 to a page; items may sit in folders of any depth (news/markt/2025/x). */
export default function NewsPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const page = usePageParam();
  usePageMeta(intl.formatMessage({ id: 'content.news.title' }));
  const newsPath = pathTo('news');
  return (
    <div className="ui-container content-blog">
      <p className="content-blog__lead">{intl.formatMessage({ id: 'content.news.lead' })}</p>
      <ArticleList
        rootFolder={match.language}
        query={{ folder: contentFolder('news', match.language), page }}
        hrefOf={(story) =>
          pathTo('newsArticle', { slug: sectionSlugOf('news', match.language, story.path) })
        }
        hrefFor={(target) => listHref(newsPath, {}, target)}
      />
    </div>
  );
}
