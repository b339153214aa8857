import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, EmptyState, UserIcon } from '@shop/ui';

/** What a guest sees on the sign-in pages while the shop runs without customer accounts. */
export function AccountsUnavailable() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <EmptyState
      icon={<UserIcon />}
      title={intl.formatMessage({ id: 'account.unavailable' })}
      text={intl.formatMessage({ id: 'account.unavailableText' })}
      action={
        <ButtonLink as={Link} href={pathTo('shop')} variant="primary">
          {intl.formatMessage({ id: 'account.toShop' })}
        </ButtonLink>
      }
    />
  );
}

/** What a guest sees on a page of the my-account area. */
export function SignedOut({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <EmptyState
      icon={<UserIcon />}
      title={intl.formatMessage({ id: 'account.signedOut' })}
      text={intl.formatMessage(
        { id: 'account.signedOutText' },
        { page: intl.formatMessage({ id: `route.${routeId}` }) },
      )}
      action={
        <ButtonLink as={Link} href={pathTo('login')} variant="primary">
          {intl.formatMessage({ id: 'account.toLogin' })}
        </ButtonLink>
      }
    />
  );
}
