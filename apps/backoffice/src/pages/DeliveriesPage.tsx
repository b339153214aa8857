import { useState } from 'react';
import { useIntl } from 'react-intl';
import { staffDeliveryPageSize } from '@shop/api-client/staff';
import { useRetryStaffDelivery, useStaffDeliveries } from '@shop/api-client/staff/react';
import { FormAlert, failureOf } from '@shop/forms';
import { Button, EmptyState, Skeleton } from '@shop/ui';
import { DeliveriesTable } from '../features/deliveries/components/DeliveriesTable';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/settings/settings.css';

/**
 * Undelivered mail for staff (permission `settings` for every store, issue 28 item 3): what the
 * transport has not taken yet or gave up on, whatever the transport, with a "send again".
 */
export function DeliveriesPage() {
  const t = useIntl().formatMessage;
  usePageTitle('backoffice.deliveries.title');
  const [page, setPage] = useState(1);
  const deliveries = useStaffDeliveries({ page });
  const retry = useRetryStaffDelivery();
  const pages = Math.max(1, Math.ceil((deliveries.data?.total ?? 0) / staffDeliveryPageSize));
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.deliveries.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.deliveries.intro' })}</p>
      </header>
      {retry.isError ? <FormAlert failure={failureOf(retry.error)} /> : null}
      {retry.isSuccess ? <p role="status">{t({ id: 'backoffice.deliveries.retried' })}</p> : null}
      {deliveries.isError ? (
        <FormAlert failure={failureOf(deliveries.error)} />
      ) : deliveries.data === undefined ? (
        <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />
      ) : deliveries.data.messages.length === 0 ? (
        <EmptyState headingLevel={2} title={t({ id: 'backoffice.deliveries.empty' })} />
      ) : (
        <div className="ui-stack">
          <p className="backoffice-total" role="status">
            {t({ id: 'backoffice.deliveries.total' }, { total: deliveries.data.total })}
          </p>
          <DeliveriesTable
            messages={deliveries.data.messages}
            retrying={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={(id) => retry.mutate(id)}
          />
          {pages > 1 ? (
            <nav
              className="backoffice-filters__actions"
              aria-label={t({ id: 'backoffice.deliveries.caption' })}
            >
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t({ id: 'backoffice.deliveries.previous' })}
              </Button>
              <span>{t({ id: 'backoffice.deliveries.page' }, { page, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t({ id: 'backoffice.deliveries.next' })}
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </div>
  );
}
