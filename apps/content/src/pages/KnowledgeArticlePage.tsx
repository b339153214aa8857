import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { StoryArticle } from '../widgets/StoryArticle';

/** One knowledge-hub article (`wissen/{slug}`, in English `knowledge-hub/{slug}`). */
export default function KnowledgeArticlePage({ match }: PageProps) {
  const pathTo = useLocalizedPath();
  return (
    <StoryArticle
      match={match}
      back={{ href: pathTo('knowledgeHub'), label: 'content.article.backToKnowledgeHub' }}
    />
  );
}
