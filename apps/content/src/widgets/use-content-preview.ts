import { useSearchParams } from '@shop/router';
import { contentPreviewParam } from '@shop/api-client';

/**
 * The back-office's preview token of this page (`?preview=`), or null: with it the page shows
 * its story's draft, as the content editor's preview frame asks.
 */
export function useContentPreview(): string | null {
  const [params] = useSearchParams();
  return params.get(contentPreviewParam) || null;
}
