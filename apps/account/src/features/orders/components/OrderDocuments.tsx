import { useIntl } from 'react-intl';
import type { OrderDocument } from '@shop/api-client';
import { useApiClient } from '@shop/api-client/react';
import { formatDate } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Link as UiLink } from '@shop/ui';

/** The order's invoices and credit notes as PDF downloads, each with its number and date. */
export function OrderDocuments({
  documents,
  lookupToken,
}: {
  documents: readonly OrderDocument[];
  /** A guest's lookup token: it opens the documents without the order's session. */
  lookupToken?: string;
}) {
  const intl = useIntl();
  const api = useApiClient();
  const { store } = useLocale();
  return (
    <section className="ui-stack ui-stack--xs" aria-labelledby="account-order-documents">
      <h3 className="account-subheading" id="account-order-documents">
        {intl.formatMessage({ id: 'account.order.documents' })}
      </h3>
      <ul className="account-documents">
        {documents.map((document) => (
          <li key={document.id}>
            <UiLink href={api.orders.documentUrl(document, lookupToken)} download>
              {intl.formatMessage(
                { id: `order.document.${document.kind}` },
                { number: document.number },
              )}
            </UiLink>{' '}
            <span className="ui-text-muted">({formatDate(document.issuedAt, store.key)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
