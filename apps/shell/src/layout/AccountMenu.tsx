import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from '@shop/router';
import { useCustomer, useLogout } from '@shop/api-client/react';
import { useLocalizedPath, useRouteMatch } from '@shop/i18n/react';
import { useOpenModal } from '@shop/app-state';
import { SignOutIcon, UserIcon } from '@shop/ui';

/** Pages that are the sign-in themselves: their header link goes there instead of a modal. */
const signInPages = new Set(['login', 'register']);

/**
 * Who is signed in (name, link to the account, sign out), or the sign-in link that opens the
 * Auth modal, so a guest signs in without leaving the page.
 */
export function AccountMenu() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const navigate = useNavigate();
  const match = useRouteMatch();
  const openModal = useOpenModal();
  const logout = useLogout();
  const { signedIn, customer } = useCustomer();

  if (!signedIn) {
    const openAuth = (event: MouseEvent<HTMLAnchorElement>) => {
      // A modified click (new tab, new window) follows the link as links do.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
        return;
      if (match?.kind === 'page' && signInPages.has(match.route.id)) return;
      event.preventDefault();
      openModal('auth', { view: 'login' });
    };
    return (
      <Link
        to={pathTo('login')}
        className="shell-icon-link"
        aria-haspopup="dialog"
        onClick={openAuth}
        data-testid="header-sign-in"
      >
        <UserIcon />
        <span>{intl.formatMessage({ id: 'header.signIn' })}</span>
      </Link>
    );
  }

  const name = customer ? `${customer.firstName} ${customer.lastName}` : '';
  return (
    <div className="shell-account">
      <Link
        to={pathTo('account')}
        className="shell-icon-link"
        aria-label={
          customer
            ? intl.formatMessage({ id: 'header.accountOf' }, { name })
            : intl.formatMessage({ id: 'header.account' })
        }
      >
        <UserIcon />
        <span className="shell-account__name">
          {customer?.firstName ?? intl.formatMessage({ id: 'header.account' })}
        </span>
      </Link>
      <button
        type="button"
        className="shell-icon-link shell-account__sign-out"
        onClick={() => {
          // Home first: an account page's guard would otherwise send the customer to the login.
          navigate(pathTo('home'));
          void logout();
        }}
      >
        <SignOutIcon />
        <span>{intl.formatMessage({ id: 'header.signOut' })}</span>
      </button>
    </div>
  );
}
