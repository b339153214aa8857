import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAuthFailedLogout, type AuthFailedOutcome } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { useNotify } from '@shop/ui';

/**
 * Spec 4: when the session cannot be renewed, the auth-failed event signs the customer out with
 * the notice that the session expired, and the page goes home. A guest's anonymous session
 * just ends; the next call fetches a new one.
 */
export function SessionWatch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const { notify } = useNotify();
  const onAuthFailed = useCallback(
    ({ wasSignedIn }: AuthFailedOutcome) => {
      if (!wasSignedIn) return;
      notify({ type: 'warning', title: intl.formatMessage({ id: 'error.session_expired' }) });
      navigate(pathTo('home'));
    },
    [intl, navigate, notify, pathTo],
  );
  useAuthFailedLogout(onAuthFailed);
  return null;
}
