import type { MessageId, RouteId } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { Customer } from '@shop/api-client';
import { useLocalizedPath } from '@shop/i18n/react';
import { Card, CardBody, Link as UiLink, Toast } from '@shop/ui';
import { HoldingsOverview } from './HoldingsOverview';
import { VerifyPhoneButton } from '../features/phone/components/VerifyPhoneButton';

/**
 * The account's start page: a greeting, what needs attention, the holdings, and the way to each
 * part.
 */
export function AccountOverview({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const links: { id: RouteId; text: MessageId }[] = [
    { id: 'profile', text: 'account.overview.profile' },
    { id: 'addresses', text: 'account.overview.addresses' },
    { id: 'orders', text: 'account.overview.orders' },
    { id: 'limitOrders', text: 'account.overview.limitOrders' },
    { id: 'alerts', text: 'account.overview.alerts' },
    { id: 'deposit', text: 'account.overview.deposit' },
  ];
  return (
    <div className="ui-stack ui-stack--lg">
      <div className="ui-stack ui-stack--xs">
        <h2 className="account-heading">
          {intl.formatMessage(
            { id: 'account.overview.greeting' },
            { salutation: customer.salutation, lastName: customer.lastName },
          )}
        </h2>
        <p className="ui-text-muted">
          {customer.companyName ? `${customer.companyName} · ` : ''}
          {customer.email}
        </p>
      </div>
      {customer.phone && !customer.phoneVerified ? (
        <Toast
          type="info"
          inline
          title={t('account.phone.unverified')}
          action={<VerifyPhoneButton />}
        >
          {t('account.phone.unverifiedText')}
        </Toast>
      ) : null}
      <HoldingsOverview />
      <ul className="ui-grid ui-grid--2 account-links">
        {links.map((link) => (
          <li key={link.id}>
            <Card interactive className="account-link-card">
              <CardBody className="ui-stack ui-stack--xs">
                <UiLink as={Link} href={pathTo(link.id)} variant="standalone">
                  {t(`route.${link.id}`)}
                </UiLink>
                <p className="ui-text-muted">{t(link.text)}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
