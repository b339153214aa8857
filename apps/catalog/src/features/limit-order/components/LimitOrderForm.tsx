import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  isApiError,
  parseValidationMessage,
  type LimitOrder,
  type LimitOrderDraft,
  type Product,
} from '@shop/api-client';
import { usePlaceLimitOrder } from '@shop/api-client/react';
import { dateTimeInputValue, hasMessage, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, FormField, Input, Price, RadioGroup, Toast } from '@shop/ui';
import { unitPrice } from '../../prices/product-pricing';
import { useProductPricing } from '../../prices/use-product-pricing';
import { checkDraft, draftOf, fieldOfPath, type LimitOrderFields } from '../limit-order-form';

const emptyFields: Omit<LimitOrderFields, 'expiresAt'> = {
  type: 'buy',
  quantity: '1',
  targetPrice: '',
  iban: '',
  bic: '',
  accountNumber: '',
  routingNumber: '',
  accountOwner: '',
};

/** A week ahead at the same minute: a sensible expiry to start from. */
const inAWeek = () => dateTimeInputValue(new Date(Date.now() + 7 * 86_400_000));

export interface LimitOrderFormProps {
  product: Pick<Product, 'sku' | 'name'>;
  /** Values a link filled in (a price alert's mail opens the form with its target). */
  prefill: Partial<LimitOrderFields>;
}

/**
 * Spec 3, 5, 9: type, quantity, target unit price (at most 500,000) and an expiry in the future,
 * checked with the API's own schema before sending; sell orders name the payout account. The
 * current price of the chosen side stands beside the target.
 */
export function LimitOrderForm({ product, prefill }: LimitOrderFormProps) {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const place = usePlaceLimitOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<LimitOrder | null>(null);
  const payoutKind = store.key === 'us' ? 'us' : 'iban';

  const resolver: Resolver<LimitOrderFields, unknown, LimitOrderDraft> = async (values) => {
    const checked = checkDraft(draftOf(values, product.sku, store.currency, payoutKind));
    if ('draft' in checked) return { values: checked.draft, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(checked.errors).map(([field, message]) => [
        field,
        { type: 'validation', message },
      ]),
    );
    return { values: {}, errors };
  };
  const form = useForm<LimitOrderFields, unknown, LimitOrderDraft>({
    resolver,
    defaultValues: { ...emptyFields, expiresAt: inAWeek(), ...prefill },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const quantity = Number(useWatch({ control: form.control, name: 'quantity' })) || 1;
  const { pricing, loading } = useProductPricing(product.sku);
  const current = pricing ? unitPrice(pricing, type, quantity) : null;

  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = (name: keyof LimitOrderFields): string | undefined => {
    const message = form.formState.errors[name]?.message;
    if (!message) return undefined;
    const { id, values } = parseValidationMessage(message);
    return hasMessage(intl.messages, id) ? intl.formatMessage({ id }, values) : message;
  };
  const codeText = (code: string) => {
    const id = `error.${code}`;
    return intl.formatMessage({ id: hasMessage(intl.messages, id) ? id : 'error.unknown_error' });
  };

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      setPlaced(await place.mutateAsync({ draft, languageTag: language }));
    } catch (error) {
      if (!isApiError(error)) return setFailure('unknown_error');
      let shown = false;
      for (const detail of error.details ?? []) {
        const field = fieldOfPath(detail.path);
        if (!field) continue;
        form.setError(field, { type: 'server', message: detail.message }, { shouldFocus: !shown });
        shown = true;
      }
      if (!shown) setFailure(error.code);
    }
  });

  if (placed)
    return (
      <Toast type="success" inline>
        <p>{t('catalog.limitOrder.placed', { number: placed.number })}</p>
        <Link className="ui-link" to={pathTo('limitOrderDetail', { slug: placed.id })}>
          {t('catalog.limitOrder.viewPlaced')}
        </Link>
      </Toast>
    );

  const text = (name: keyof LimitOrderFields, label: MessageId, input: object = {}) => (
    <FormField label={t(label)} required error={errorText(name)}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );

  return (
    <form className="catalog-limit-order__form" noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <RadioGroup
            legend={t('catalog.limitOrder.type')}
            name={field.name}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            orientation="horizontal"
            options={[
              { value: 'buy', label: t('catalog.limitOrder.type.buy') },
              { value: 'sell', label: t('catalog.limitOrder.type.sell') },
            ]}
          />
        )}
      />
      {text('quantity', 'catalog.limitOrder.quantity', { inputMode: 'numeric' })}
      <Price
        label={t('catalog.limitOrder.currentPrice')}
        centAmount={current?.centAmount ?? null}
        currency={store.currency}
        locale={localeTag}
        loading={loading}
        loadingLabel={t('app.loading')}
      />
      <FormField
        label={t('catalog.limitOrder.targetPrice', { currency: store.currency })}
        hint={t(`catalog.limitOrder.targetPrice.hint.${type}`)}
        required
        error={errorText('targetPrice')}
      >
        <Input inputMode="decimal" {...form.register('targetPrice')} />
      </FormField>
      {text('expiresAt', 'catalog.limitOrder.expiresAt', { type: 'datetime-local' })}
      {type === 'sell' ? (
        <fieldset className="catalog-limit-order__payout">
          <legend>{t('catalog.limitOrder.payout')}</legend>
          {payoutKind === 'iban' ? (
            <>
              {text('iban', 'catalog.limitOrder.iban', { autoComplete: 'off' })}
              {text('bic', 'catalog.limitOrder.bic', { autoComplete: 'off' })}
            </>
          ) : (
            <>
              {text('accountNumber', 'catalog.limitOrder.accountNumber', { inputMode: 'numeric' })}
              {text('routingNumber', 'catalog.limitOrder.routingNumber', { inputMode: 'numeric' })}
            </>
          )}
          {text('accountOwner', 'catalog.limitOrder.accountOwner', { autoComplete: 'name' })}
        </fieldset>
      ) : null}
      {failure ? (
        <Toast type="error" inline>
          {codeText(failure)}
        </Toast>
      ) : null}
      <Button type="submit" loading={place.isPending}>
        {t('catalog.limitOrder.submit')}
      </Button>
    </form>
  );
}
