import '../content.css';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { contentFolder, sectionSlugOf, type PageProps } from '@shop/i18n';
import { useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { ArticleList, listHref, usePageParam } from '../widgets/ArticleList';

/** The knowledge hub's articles; the encyclopedia in its subfolder has its own A–Z index. */
export default function KnowledgeHubPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const page = usePageParam();
  usePageMeta(intl.formatMessage({ id: 'content.knowledgeHub.title' }));
  const hubPath = pathTo('knowledgeHub');
  return (
    <div className="ui-container content-blog">
      <p className="content-blog__lead">
        {intl.formatMessage({ id: 'content.knowledgeHub.lead' })}{' '}
        <Link to={pathTo('encyclopedia')}>
          {intl.formatMessage({ id: 'content.knowledgeHub.toEncyclopedia' })}
        </Link>
      </p>
      <ArticleList
        rootFolder={match.language}
        query={{
          folder: contentFolder('knowledgeHub', match.language),
          excluding: contentFolder('encyclopedia', match.language),
          page,
        }}
        hrefOf={(story) =>
          pathTo('knowledgeHubArticle', {
            slug: sectionSlugOf('knowledgeHub', match.language, story.path),
          })
        }
        hrefFor={(target) => listHref(hubPath, {}, target)}
      />
    </div>
  );
}
