import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { listHref } from '../widgets/ArticleList';
import { StoryArticle } from '../widgets/StoryArticle';

/** One blog article: the story at `blog/{slug}`; its tags lead back to the filtered blog. */
export default function BlogArticlePage({ match }: PageProps) {
  const pathTo = useLocalizedPath();
  const blogPath = pathTo('blog');
  return (
    <StoryArticle
      match={match}
      back={{ href: blogPath, label: 'content.article.backToBlog' }}
      tagHref={(tag) => listHref(blogPath, { tag })}
    />
  );
}
