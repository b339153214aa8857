import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { StoryArticle } from '../widgets/StoryArticle';

/** One press release. */
export default function PressReleasePage({ match }: PageProps) {
  const pathTo = useLocalizedPath();
  return (
    <StoryArticle
      match={match}
      back={{ href: pathTo('pressReleases'), label: 'content.article.backToPress' }}
    />
  );
}
