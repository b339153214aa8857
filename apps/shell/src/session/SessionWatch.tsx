import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthFailedLogout, type AuthFailedOutcome } from '@shop/api-client/react';
import { useLocalizedPath, useRouteMatch } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';
import { loginReturningTo } from '../routing/guards';

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
  const onAuthFailed = useCallback(
    ({ wasSignedIn }: AuthFailedOutcome) => {
      if (!wasSignedIn) return;
      notify({ type: 'warning', title: intl.formatMessage({ id: 'error.session_expired' }) });
      const resumable =
        match?.kind === 'page' &&
        (match.route.guard === 'myAccount' || match.route.layout === 'checkout');
      navigate(resumable ? loginReturningTo(match, new URLSearchParams(search)) : pathTo('home'));
    },
    [intl, navigate, notify, pathTo, match, search],
  );
  useAuthFailedLogout(onAuthFailed);
  return null;
}
