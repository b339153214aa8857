import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '@shop/router';
import { errorCodes, isApiError } from '@shop/api-client';
import { useStaffCustomer } from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import { formatDate, type MessageId } from '@shop/i18n';
import { Badge, Button, EmptyState, Link as UiLink, Skeleton, Toast } from '@shop/ui';
import { AuditTable } from '../features/audit-log/components/AuditTable';
import { CustomerActions } from '../features/customers/components/CustomerActions';
import { CustomerDetails, customerParts } from '../features/customers/components/CustomerDetails';
import { customerName } from '../features/customers/components/CustomersTable';
import { Section } from '../features/orders/components/OrderContents';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/orders/orders.css';
import '../features/customers/customers.css';

/**
 * A customer (permission `customers` in the customer's store): what the shop keeps of them,
 * the actions on the account and the staff's audit entries about them.
 */
export function CustomerPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.customers.title');
  const navigate = useNavigate();
  const customerId = useParams().customerId ?? '';
  const { data: customer, error, isPending, refetch } = useStaffCustomer(customerId);
  const back = (
    <UiLink as={Link} href="/customers" variant="standalone">
      {t('backoffice.customers.back')}
    </UiLink>
  );
  if (isPending)
    return (
      <div className="ui-stack">
        {back}
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      </div>
    );
  if (!customer) {
    const notFound =
      isApiError(error) &&
      (error.code === errorCodes.customerNotFound || error.code === errorCodes.invalidRequest);
    const refused = isApiError(error) && error.statusCode === 403;
    return (
      <div className="ui-stack">
        {back}
        {notFound ? (
          <EmptyState headingLevel={2} title={errorText(intl, error)} />
        ) : (
          <Toast
            type="error"
            inline
            action={
              refused ? undefined : (
                <Button variant="secondary" size="sm" onClick={() => void refetch()}>
                  {t('backoffice.retry')}
                </Button>
              )
            }
          >
            {t('backoffice.customers.error')} {errorText(intl, error)}
          </Toast>
        )}
      </div>
    );
  }
  const { summary } = customer;
  return (
    <div className="ui-stack ui-stack--lg">
      {back}
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">
          {customerName(summary)}{' '}
          <Badge variant={summary.active ? 'success' : 'warning'}>
            {t(summary.active ? 'backoffice.customers.active' : 'backoffice.customers.inactive')}
          </Badge>
        </h1>
        <p className="ui-text-muted">
          {summary.customerNumber} ·{' '}
          {intl.formatMessage(
            { id: 'backoffice.customers.since' },
            { date: formatDate(summary.createdAt, summary.store) },
          )}
        </p>
      </header>
      <Section title={t('backoffice.customers.actions')}>
        <CustomerActions
          customer={customer}
          onErased={(number) => void navigate('/customers', { state: { erased: number } })}
        />
      </Section>
      <div className="backoffice-columns">
        {customerParts.map(([part, title]) => (
          <Section key={part} title={t(title)}>
            <CustomerDetails customer={customer} part={part} />
          </Section>
        ))}
      </div>
      <Section title={t('backoffice.customers.audit')}>
        {customer.audit.length === 0 ? (
          <p className="ui-text-muted">{t('backoffice.customers.noAudit')}</p>
        ) : (
          <AuditTable entries={customer.audit} />
        )}
      </Section>
    </div>
  );
}
