import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { isApiError, type LimitOrder, type LimitOrderUpdate } from '@shop/api-client';
import { useCancelLimitOrder, useLimitOrder, useUpdateLimitOrder } from '@shop/api-client/react';
import { formatDateTime, formatMoney, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, Card, CardBody, CardHeader, Skeleton, Toast } from '@shop/ui';
import { applyApiError, failureOf, FormAlert, type FormFailure, TextField } from '@shop/forms';
import { editFieldOf, editFieldsOf, updateResolver, type EditFields } from '../limit-order-edit';
import { inactiveReasonText } from '../limit-order-text';
import { LimitOrderStatus } from './LimitOrderStatus';

/** Quantity, target and expiry of an Active or Inactive limit order; saving makes it Active. */
function EditForm({ order }: { order: LimitOrder }) {
  const intl = useIntl();
  const update = useUpdateLimitOrder();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<EditFields, unknown, LimitOrderUpdate>({
    resolver: updateResolver(order),
    // A past expiry or a target the price already reaches is said on leaving the field, and
    // the message follows each keystroke from then on, not first after saving.
    mode: 'onTouched',
    defaultValues: editFieldsOf(order),
  });
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      form.reset(editFieldsOf(await update.mutateAsync({ id: order.id, update: body })));
      setSaved(true);
    } catch (error) {
      setFailure(applyApiError(error, form.setError, { fields: editFieldOf }));
    }
  });

  return (
    <form className="ui-stack" noValidate onSubmit={(event) => void submit(event)}>
      <h3>{t('account.limitOrders.edit')}</h3>
      <TextField
        form={form}
        name="quantity"
        label={t('account.limitOrders.quantity')}
        inputMode="numeric"
        required
      />
      <TextField
        form={form}
        name="targetPrice"
        label={t('account.limitOrders.targetPrice', { currency: order.targetUnitPrice.currency })}
        inputMode="decimal"
        required
      />
      <TextField
        form={form}
        name="expiresAt"
        label={t('account.limitOrders.expiresAt')}
        type="datetime-local"
        required
      />
      <FormAlert failure={failure} />
      {saved ? (
        <Toast type="success" inline>
          {t('account.limitOrders.saved')}
        </Toast>
      ) : null}
      <div className="ui-cluster">
        <Button type="submit" loading={update.isPending}>
          {t('account.limitOrders.save')}
        </Button>
      </div>
    </form>
  );
}

/** Cancelling asks once more: it cannot be undone. */
function CancelAction({ order }: { order: LimitOrder }) {
  const intl = useIntl();
  const cancel = useCancelLimitOrder();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(order.id);
    } catch (error) {
      setFailure(failureOf(error));
    }
    setConfirming(false);
  };
  return (
    <div className="ui-stack ui-stack--sm">
      <FormAlert failure={failure} />
      {confirming ? (
        <div className="ui-cluster">
          <span role="status">{t('account.limitOrders.cancelConfirm')}</span>
          <Button
            variant="danger"
            size="sm"
            loading={cancel.isPending}
            onClick={() => void confirm()}
          >
            {t('account.limitOrders.cancel')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('account.cancel')}
          </Button>
        </div>
      ) : (
        <div className="ui-cluster">
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('account.limitOrders.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One limit order: spec 3's fields, its state and why, and editing or cancelling an open one. */
export function LimitOrderDetail({ id }: { id: string }) {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const { data: order, isPending, error, refetch } = useLimitOrder(id);
  const t = (key: MessageId) => intl.formatMessage({ id: key });
  const back = (
    <Link className="ui-link" to={pathTo('limitOrders')}>
      {t('account.limitOrders.back')}
    </Link>
  );

  if (!order) {
    if (isPending) return <Skeleton variant="block" height="16rem" />;
    const notFound = isApiError(error) && error.statusCode === 404;
    return (
      <div className="ui-stack">
        {notFound ? (
          <Toast type="warning" inline>
            {t('account.limitOrders.notFound')}
          </Toast>
        ) : (
          <FormAlert
            failure={failureOf(error)}
            action={
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                {t('account.retry')}
              </Button>
            }
          />
        )}
        {back}
      </div>
    );
  }

  const money = (amount: LimitOrder['targetUnitPrice'] | null) =>
    amount ? formatMoney(amount.centAmount, amount.currency, localeTag) : '–';
  const reason = inactiveReasonText(intl, order);
  const open = order.status === 'Active' || order.status === 'Inactive';
  const rows: [MessageId, ReactNode][] = [
    ['account.limitOrders.number', order.number],
    [
      'account.limitOrders.product',
      order.product.published ? (
        <Link className="ui-link" to={pathTo('product', { slug: order.product.slug[language] })}>
          {order.product.name[language]}
        </Link>
      ) : (
        order.product.name[language]
      ),
    ],
    ['account.limitOrders.type', t(`account.limitOrders.type.${order.type}`)],
    ['account.limitOrders.quantity', order.quantity],
    ['account.limitOrders.target', money(order.targetUnitPrice)],
    ['account.limitOrders.current', money(order.currentUnitPrice)],
    ['account.limitOrders.expiresAt', formatDateTime(order.expiresAt, store.key, localeTag)],
    ['account.limitOrders.status', <LimitOrderStatus key="status" status={order.status} />],
  ];

  return (
    <Card as="section">
      <CardHeader title={`${t('account.limitOrders.title')} ${order.number}`} headingLevel={2} />
      <CardBody className="ui-stack">
        <dl className="account-limit-order__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {reason ? (
          <Toast type="warning" inline>
            {reason}
          </Toast>
        ) : null}
        {order.status === 'Executed' && order.executedAt ? (
          <Toast type="success" inline>
            <p>
              {intl.formatMessage(
                { id: 'account.limitOrders.executedAt' },
                { date: formatDateTime(order.executedAt, store.key, localeTag) },
              )}
            </p>
            <Link className="ui-link" to={pathTo('orders')}>
              {t('account.limitOrders.viewOrders')}
            </Link>
          </Toast>
        ) : null}
        {order.status === 'Cancelled' ? (
          <p role="status">{t('account.limitOrders.cancelled')}</p>
        ) : null}
        {open ? (
          <>
            <EditForm order={order} />
            <CancelAction order={order} />
          </>
        ) : null}
        {back}
      </CardBody>
    </Card>
  );
}
