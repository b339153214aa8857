import { useIntl } from 'react-intl';
import { Link, useParams } from '@shop/router';
import { errorCodes, isApiError } from '@shop/api-client';
import { useOrderTransition, useStaffOrder } from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import { formatDate, type MessageId } from '@shop/i18n';
import { Button, EmptyState, Link as UiLink, Skeleton, Toast } from '@shop/ui';
import { AuditTable } from '../features/audit-log/components/AuditTable';
import { CustomerPanel } from '../features/orders/components/CustomerPanel';
import { DocumentList } from '../features/orders/components/DocumentList';
import { NextSteps } from '../features/orders/components/NextSteps';
import { OrderFacts, OrderLines, Section } from '../features/orders/components/OrderContents';
import { SettlementTable } from '../features/orders/components/SettlementTable';
import { OrderStateBadge, PaymentStateBadge } from '../features/orders/components/StateBadges';
import { StaffTimeline } from '../features/orders/components/StaffTimeline';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/orders/orders.css';

/**
 * One order (permission `orders` in its store): what was ordered, paid and delivered, who
 * ordered it, what happened to it, and the steps it allows now, each in its dialog.
 */
export function OrderPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.orders.title');
  const orderId = useParams().orderId ?? '';
  const { data: staffOrder, error, isPending, refetch } = useStaffOrder(orderId);
  const transition = useOrderTransition(orderId);
  const back = (
    <UiLink as={Link} href="/orders" variant="standalone">
      {t('backoffice.order.back')}
    </UiLink>
  );
  if (isPending)
    return (
      <div className="ui-stack">
        {back}
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      </div>
    );
  if (!staffOrder) {
    const notFound =
      isApiError(error) &&
      (error.code === errorCodes.orderNotFound || error.code === errorCodes.invalidRequest);
    const refused = isApiError(error) && error.statusCode === 403;
    return (
      <div className="ui-stack">
        {back}
        {notFound ? (
          <EmptyState headingLevel={2} title={t('backoffice.order.notFound')} />
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
            {refused ? errorText(intl, error) : t('backoffice.order.loadFailed')}
          </Toast>
        )}
      </div>
    );
  }
  const { order } = staffOrder;
  return (
    <div className="ui-stack ui-stack--lg">
      {back}
      <header className="backoffice-page-header">
        <div className="ui-stack ui-stack--xs">
          <h1 className="backoffice-heading">
            {intl.formatMessage(
              { id: 'backoffice.order.title' },
              { orderNumber: order.orderNumber },
            )}
          </h1>
          <p className="backoffice-muted">
            {intl.formatMessage(
              { id: 'backoffice.order.placed' },
              { date: formatDate(order.createdAt, order.store), store: t(`store.${order.store}`) },
            )}{' '}
            · {t(`order.type.${order.transactionType}`)}
          </p>
        </div>
        <div className="backoffice-actions">
          <OrderStateBadge state={order.orderState} />
          <PaymentStateBadge state={order.paymentState} />
        </div>
      </header>
      {/* A sale's settlement across the page: its table has the most columns of all. */}
      {order.settlement && (
        <Section title={t('backoffice.order.settlement')}>
          <SettlementTable settlement={order.settlement} lines={order.lineItems} />
        </Section>
      )}
      <div className="backoffice-order">
        <div className="ui-stack ui-stack--lg">
          <OrderLines order={order} />
          <OrderFacts staffOrder={staffOrder} />
        </div>
        <aside className="backoffice-order__side">
          <Section title={t('backoffice.order.actions')}>
            <NextSteps
              staffOrder={staffOrder}
              submit={(body) => transition.mutateAsync(body)}
              busy={transition.isPending}
              onConflict={() => void refetch()}
            />
          </Section>
          <Section title={t('backoffice.order.documents')}>
            <DocumentList order={order} />
          </Section>
          <Section title={t('backoffice.order.customer')}>
            <CustomerPanel customer={staffOrder.customer} />
          </Section>
          <Section title={t('backoffice.order.timeline')}>
            <StaffTimeline timeline={staffOrder.timeline} store={order.store} />
          </Section>
        </aside>
      </div>
      <Section title={t('backoffice.order.audit')}>
        {staffOrder.audit.length === 0 ? (
          <p className="backoffice-muted">{t('backoffice.order.audit.empty')}</p>
        ) : (
          <AuditTable entries={staffOrder.audit} />
        )}
      </Section>
    </div>
  );
}
