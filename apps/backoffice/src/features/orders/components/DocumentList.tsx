import { useIntl } from 'react-intl';
import type { Order } from '@shop/api-client';
import { useApiClient } from '@shop/api-client/react';
import { formatDate } from '@shop/i18n';
import { Link as UiLink } from '@shop/ui';

/** The order's invoices and credit notes, each a PDF download with its number and date. */
export function DocumentList({ order }: { order: Pick<Order, 'documents' | 'store'> }) {
  const intl = useIntl();
  const api = useApiClient();
  if (order.documents.length === 0)
    return (
      <p className="backoffice-muted">
        {intl.formatMessage({ id: 'backoffice.order.noDocuments' })}
      </p>
    );
  return (
    <ul className="backoffice-timeline">
      {order.documents.map((document) => (
        <li key={document.id}>
          <UiLink href={api.orders.documentUrl(document)} download>
            {intl.formatMessage(
              { id: `order.document.${document.kind}` },
              { number: document.number },
            )}
          </UiLink>
          <span className="backoffice-muted">{formatDate(document.issuedAt, order.store)}</span>
        </li>
      ))}
    </ul>
  );
}
