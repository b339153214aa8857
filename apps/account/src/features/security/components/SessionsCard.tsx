import type { MessageId } from '@shop/i18n';
import { formatDateTime } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { useNavigate } from '@shop/router';
import { useCustomerSessions, useEndAllSessions, useLogout } from '@shop/api-client/react';
import { useNotify } from '@shop/app-state';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, Card, CardBody, CardHeader, Skeleton, Table } from '@shop/ui';
import { failureOf, FormAlert } from '@shop/forms';

/**
 * Where the customer is signed in (browser, sign-in, last use; no secrets) and "sign out
 * everywhere", which ends every session, this one too, and leaves for the home page.
 */
export function SessionsCard() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { store, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const navigate = useNavigate();
  const { notify } = useNotify();
  const logout = useLogout();
  const sessions = useCustomerSessions();
  const endAll = useEndAllSessions();

  const onEndAll = async () => {
    try {
      await endAll.mutateAsync();
    } catch {
      // Ended or not, this browser signs out: the customer asked to leave.
    }
    notify({ type: 'success', title: t('account.sessions.ended') });
    // Home first, then the session ends: the account area's guard stays out of the way.
    navigate(pathTo('home'));
    await logout();
  };

  let list;
  if (sessions.isPending) list = <Skeleton height="4rem" />;
  else if (sessions.error) list = <FormAlert failure={failureOf(sessions.error)} />;
  else
    list = (
      <Table caption={t('account.sessions.title')} captionHidden density="compact">
        <thead>
          <tr>
            <th scope="col">{t('account.sessions.device')}</th>
            <th scope="col">{t('account.sessions.created')}</th>
            <th scope="col">{t('account.sessions.lastUsed')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.data.sessions.map((session) => (
            <tr key={session.id}>
              <th scope="row">
                {session.userAgent ?? t('account.sessions.unknownDevice')}
                {session.current ? (
                  <>
                    {' '}
                    <strong>({t('account.sessions.current')})</strong>
                  </>
                ) : null}
              </th>
              <td>{formatDateTime(session.createdAt, store.key, localeTag)}</td>
              <td>
                {session.lastUsedAt
                  ? formatDateTime(session.lastUsedAt, store.key, localeTag)
                  : t('account.sessions.never')}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <Card as="section">
      <CardHeader title={t('account.sessions.title')} headingLevel={2} />
      <CardBody>
        <div className="ui-stack">
          {list}
          <p className="ui-text-muted">{t('account.sessions.endAllText')}</p>
          <div>
            <Button variant="secondary" loading={endAll.isPending} onClick={onEndAll}>
              {t('account.sessions.endAll')}
            </Button>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
