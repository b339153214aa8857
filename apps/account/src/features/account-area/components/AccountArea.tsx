import type { MessageId } from '@shop/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from '@shop/router';
import type { Customer } from '@shop/api-client';
import { useCustomer, useLogout } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { Button, Skeleton, SignOutIcon } from '@shop/ui';
import { failureOf, FormAlert } from '@shop/forms';

/** The pages of the account area, in the order of its navigation. */
const sections = [
  'account',
  'profile',
  'addresses',
  'orders',
  'limitOrders',
  'alerts',
  'deposit',
  'security',
  'deleteAccount',
] as const;

/**
 * The frame of every my-account page: the area's navigation and the page, which receives the
 * signed-in customer once loaded. The my-account guard has sent guests to the login page already.
 */
export function AccountArea({
  current,
  children,
}: {
  /** Route id of the page, marked as current in the navigation. */
  current: string;
  children: (customer: Customer) => ReactNode;
}) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const navigate = useNavigate();
  const logout = useLogout();
  const { customer, isPending, error, refetch } = useCustomer();
  const t = (id: MessageId) => intl.formatMessage({ id });

  let content: ReactNode;
  if (customer) content = children(customer);
  else if (isPending) content = <Skeleton variant="block" height="16rem" />;
  else
    content = (
      <FormAlert
        failure={failureOf(error)}
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('account.retry')}
          </Button>
        }
      />
    );

  return (
    <div className="account-area">
      <nav className="account-nav" aria-label={t('account.nav.label')}>
        <ul>
          {sections.map((id) => (
            <li key={id}>
              <Link
                to={pathTo(id)}
                className="account-nav__link"
                aria-current={id === current ? 'page' : undefined}
              >
                {t(`route.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          iconStart={<SignOutIcon size={18} />}
          onClick={() => {
            // Home first: this page's guard would otherwise send the customer to the login.
            navigate(pathTo('home'));
            void logout();
          }}
        >
          {t('header.signOut')}
        </Button>
      </nav>
      <div className="account-area__content">{content}</div>
    </div>
  );
}
