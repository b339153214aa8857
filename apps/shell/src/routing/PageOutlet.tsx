import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from '@shop/router';
import { useSignedIn } from '@shop/api-client/react';
import { matchRoute, storyPathOf, type PageProps, type RouteMatch } from '@shop/i18n';
import { alternateParamsAtom, routeMatchAtom } from '@shop/i18n/react';
import { ErrorPage } from '../errors/ErrorPage';
import { RemoteModule } from '../federation/RemoteModule';
import { Layout } from '../layout/Layout';
import { ContentCatchAll } from './ContentCatchAll';
import { DocumentHead } from './DocumentHead';
import { PageFrame } from './PageFrame';
import { sessionExpiredTargetAtom } from '../session/expired-session';
import { runGuard } from './guards';

function PageBody({ match, search }: { match: RouteMatch | null; search: URLSearchParams }) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const sessionExpiredTarget = useAtomValue(sessionExpiredTargetAtom);
  // The path a customer was last seen signed in on, for the guard: signing out there goes home.
  const [signedInOn, setSignedInOn] = useState(signedIn ? pathname : null);
  const seen = signedIn || signedInOn === pathname ? pathname : null;
  if (seen !== signedInOn) setSignedInOn(seen);
  if (!match) return <ErrorPage status={404} messageId="error.notFound" path={pathname} />;
  if (match.kind === 'invalid')
    return <ErrorPage status={404} messageId="error.routeInvalid" path={pathname} />;
  const { route } = match;
  if (route.guard) {
    const outcome = runGuard(route.guard, {
      match,
      search,
      signedIn,
      signedOutHere: !signedIn && signedInOn === pathname,
      sessionExpiredTarget,
    });
    if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
    if (outcome.kind === 'notFound')
      return <ErrorPage status={404} messageId="error.notFound" path={pathname} />;
  }
  const page = (
    <RemoteModule<PageProps>
      key={route.id}
      remote={route.remote}
      module={route.module}
      props={{ match }}
    />
  );
  const framed = route.frame === false ? page : <PageFrame match={match}>{page}</PageFrame>;
  // Pages of one story (content pages, articles) are the 404 page where it does not exist.
  const storyPath = storyPathOf(match);
  if (storyPath !== null)
    return (
      <ContentCatchAll match={match} storyPath={storyPath}>
        {framed}
      </ContentCatchAll>
    );
  return framed;
}

/** Resolves the location against the localized route table and renders the page's remote. */
export function PageOutlet() {
  const location = useLocation();
  const match = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setMatch = useSetAtom(routeMatchAtom);
  const setAlternates = useSetAtom(alternateParamsAtom);

  // Layout effect: pages and widgets read the match before the browser paints.
  useLayoutEffect(() => {
    setMatch(match);
    setAlternates({});
  }, [match, setMatch, setAlternates]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const layout = match?.kind === 'page' ? match.route.layout : 'default';
  return (
    <Layout variant={layout}>
      <DocumentHead match={match} />
      <PageBody match={match} search={search} />
    </Layout>
  );
}
