import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { StoryArticle } from '../widgets/StoryArticle';

/** One encyclopedia entry: the term's explanation, without date or teaser. */
export default function EncyclopediaEntryPage({ match }: PageProps) {
  const pathTo = useLocalizedPath();
  return (
    <StoryArticle
      match={match}
      reference
      back={{ href: pathTo('encyclopedia'), label: 'content.article.backToEncyclopedia' }}
    />
  );
}
