import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Skeleton } from '@shop/ui';
import type { PageMatch } from '@shop/i18n';
import { useSearchParams } from '@shop/router';
import { contentPreviewParam } from '@shop/api-client';
import { contentPageQueryOptions, useApiClient } from '@shop/api-client/react';
import { ErrorPage } from '../errors/ErrorPage';
import { servedStatusAtom } from './served-status';

/**
 * A page of one story (the catch-all, an article) renders only where the content system has the
 * story at `storyPath`; everywhere else it is the 404 page, as the edge already answered 404.
 */
export function ContentCatchAll({
  match,
  storyPath,
  children,
}: {
  match: PageMatch;
  storyPath: string;
  children: ReactNode;
}) {
  const api = useApiClient();
  const served = useAtomValue(servedStatusAtom);
  const missing = served?.pathname === match.pathname && served.status === 404;
  // The back-office's preview frame shows the story's draft (`?preview=`).
  const [params] = useSearchParams();
  const preview = params.get(contentPreviewParam) || null;
  const query = useQuery({
    ...contentPageQueryOptions(api, match.language, storyPath, 'published', preview),
    enabled: !missing,
  });
  if (missing) return <ErrorPage status={404} messageId="error.notFound" path={match.pathname} />;
  if (query.isPending) return <Skeleton variant="block" className="shell-page-skeleton" />;
  if (query.isError) {
    const status = query.error.name === 'ResourceNotFoundError' ? 404 : 500;
    return (
      <ErrorPage
        status={status}
        messageId={status === 404 ? 'error.notFound' : 'error.generic'}
        path={match.pathname}
      />
    );
  }
  return <>{children}</>;
}
