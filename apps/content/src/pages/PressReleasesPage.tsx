import '../content.css';
import { useIntl } from 'react-intl';
import { contentFolder, sectionSlugOf, type PageProps } from '@shop/i18n';
import { useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { ArticleList, listHref, usePageParam } from '../widgets/ArticleList';

/** Press releases, newest first. */
export default function PressReleasesPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const page = usePageParam();
  usePageMeta(intl.formatMessage({ id: 'content.press.title' }));
  const listPath = pathTo('pressReleases');
  return (
    <div className="ui-container content-blog">
      <p className="content-blog__lead">{intl.formatMessage({ id: 'content.press.lead' })}</p>
      <ArticleList
        rootFolder={match.language}
        query={{ folder: contentFolder('pressReleases', match.language), page }}
        hrefOf={(story) =>
          pathTo('pressRelease', {
            slug: sectionSlugOf('pressReleases', match.language, story.path),
          })
        }
        hrefFor={(target) => listHref(listPath, {}, target)}
      />
    </div>
  );
}
