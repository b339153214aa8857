import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@shop/router';
import { useAuthFailedLogout, useSignedIn, type AuthFailedOutcome } from '@shop/api-client/react';
import { useLocalizedPath, useRouteMatch } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';
import { loginReturningTo } from '../routing/guards';
import { sessionExpiredTargetAtom } from './expired-session';

/**
 * Spec 4: when the session cannot be renewed, the auth-failed event signs the customer out with
 * the notice that the session expired. Where the customer was at work (the account area, the
 * checkout) the login page brings them back there; elsewhere the page goes home. A guest's
 * anonymous session just ends; the next call fetches a new one.
 */
export function SessionWatch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const match = useRouteMatch();
  const { search } = useLocation();
  const { notify } = useNotify();
  const setTarget = useSetAtom(sessionExpiredTargetAtom);
  const signedIn = useSignedIn();
  // Signed in again: a later sign-out on an account page goes home, not to an old target.
  useEffect(() => {
    if (signedIn) setTarget(null);
  }, [signedIn, setTarget]);
  const onAuthFailed = useCallback(
    ({ wasSignedIn }: AuthFailedOutcome) => {
      if (!wasSignedIn) return;
      notify({ type: 'warning', title: intl.formatMessage({ id: 'error.session_expired' }) });
      const resumable =
        match?.kind === 'page' &&
        (match.route.guard === 'myAccount' || match.route.layout === 'checkout');
      const to = resumable ? loginReturningTo(match, new URLSearchParams(search)) : pathTo('home');
      // Before the sign-out drops the session: the guard then sends the page the same way.
      setTarget(to);
      navigate(to);
    },
    [intl, navigate, notify, pathTo, match, search, setTarget],
  );
  useAuthFailedLogout(onAuthFailed);
  return null;
}
