import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { orderStates, paymentMethods, paymentStates, shippingMethodKeys } from '@shop/api-client';
import { priceTypes, type MessageId, type StoreKey } from '@shop/i18n';
import { Button, FormField, Input, Select } from '@shop/ui';
import { noFilters, rangeReversed, type BoardFilters } from '../board-filters';

/**
 * The board's filters, applied together with the button (or Enter in any field), so typing a
 * name does not ask the API at every key. The store list is the member's stores.
 */
export function BoardFiltersForm({
  filters,
  stores,
  onApply,
}: {
  filters: BoardFilters;
  stores: readonly StoreKey[];
  onApply: (filters: BoardFilters) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const headingId = useId();
  const [draft, setDraft] = useState(filters);
  const [rangeError, setRangeError] = useState(false);
  const set =
    <K extends keyof BoardFilters>(name: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value as BoardFilters[K] }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reversed = rangeReversed(draft);
    setRangeError(reversed);
    if (!reversed) onApply(draft);
  };
  const any = t('backoffice.orders.filter.any');
  const choice = <T extends string>(
    name: keyof BoardFilters,
    values: readonly T[],
    label: (value: T) => MessageId,
  ) => (
    <FormField label={t(`backoffice.orders.filter.${name}` as MessageId)}>
      <Select
        value={draft[name]}
        onChange={set(name)}
        placeholder={any}
        options={values.map((value) => ({ value, label: t(label(value)) }))}
      />
    </FormField>
  );
  return (
    <form className="backoffice-filters" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId} className="ui-sr-only">
        {t('backoffice.orders.filters')}
      </h2>
      <FormField
        label={t('backoffice.orders.filter.q')}
        hint={t('backoffice.orders.filter.q.hint')}
        className="backoffice-filters__wide"
      >
        <Input type="search" value={draft.q} onChange={set('q')} maxLength={100} />
      </FormField>
      {stores.length > 1 && choice('store', stores, (store) => `store.${store}`)}
      {choice('type', priceTypes, (type) => `order.type.${type}`)}
      {choice('orderState', orderStates, (state) => `order.state.${state}`)}
      {choice('paymentState', paymentStates, (state) => `order.paymentState.${state}`)}
      {choice('paymentMethod', paymentMethods, (method) => `order.payment.${method}`)}
      {choice('shippingMethod', shippingMethodKeys, (method) => `order.delivery.${method}`)}
      <FormField label={t('backoffice.orders.filter.from')}>
        <Input type="date" value={draft.from} onChange={set('from')} />
      </FormField>
      <FormField
        label={t('backoffice.orders.filter.to')}
        error={rangeError ? t('backoffice.orders.filter.badRange') : undefined}
      >
        <Input type="date" value={draft.to} onChange={set('to')} />
      </FormField>
      <div className="backoffice-filters__actions">
        <Button type="submit">{t('backoffice.orders.filter.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(noFilters);
            setRangeError(false);
            onApply(noFilters);
          }}
        >
          {t('backoffice.orders.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
