import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { StaffCustomerSummary } from '@shop/api-client/staff';
import type { MessageId } from '@shop/i18n';
import { Badge, Table } from '@shop/ui';

export const customerName = (customer: Pick<StaffCustomerSummary, 'firstName' | 'lastName'>) =>
  `${customer.firstName} ${customer.lastName}`;

/** Customers found: the number links to the customer's page (the first stop of Tab per row). */
export function CustomersTable({
  customers,
  caption,
}: {
  customers: readonly StaffCustomerSummary[];
  caption: string;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Table caption={caption} captionHidden density="compact" striped>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.customers.column.number')}</th>
          <th scope="col">{t('backoffice.customers.column.name')}</th>
          <th scope="col">{t('backoffice.customers.column.email')}</th>
          <th scope="col">{t('backoffice.customers.column.company')}</th>
          <th scope="col">{t('backoffice.customers.column.store')}</th>
          <th scope="col">{t('backoffice.customers.column.status')}</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <th scope="row" className="backoffice-nowrap">
              <Link
                to={`/customers/${customer.id}`}
                aria-label={intl.formatMessage(
                  { id: 'backoffice.customers.open' },
                  { name: `${customer.customerNumber} ${customerName(customer)}` },
                )}
              >
                {customer.customerNumber}
              </Link>
            </th>
            <td>{customerName(customer)}</td>
            <td>{customer.email}</td>
            <td>{[customer.companyName, customer.vatId].filter(Boolean).join(' · ')}</td>
            <td>{customer.store.toUpperCase()}</td>
            <td>
              <Badge variant={customer.active ? 'success' : 'warning'}>
                {t(
                  customer.active ? 'backoffice.customers.active' : 'backoffice.customers.inactive',
                )}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
