import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@shop/router';
import {
  addressDraftOf,
  addressLines,
  errorCodes,
  isApiError,
  type Address,
  type Customer,
  type LimitOrder,
  type LimitOrderDraft,
  type Product,
} from '@shop/api-client';
import { useCustomer, usePlaceLimitOrder, useUpdateAddress } from '@shop/api-client/react';
import { dateTimeInputValue, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import {
  applyApiError,
  asksForCode,
  codeFieldOf,
  FormAlert,
  PayoutBankDetailsFields,
  proofOfCode,
  SecondFactorCodeField,
  useFieldError,
  type FormFailure,
} from '@shop/forms';
import { Button, ButtonLink, Checkbox, FormField, Input, Price, RadioGroup, Toast } from '@shop/ui';
import { unitPrice } from '../../../shared/prices/product-pricing';
import { useProductPricing } from '../../../shared/prices/use-product-pricing';
import {
  draftOf,
  fieldOfPath,
  limitOrderResolver,
  type LimitOrderFields,
} from '../limit-order-form';

/**
 * The form's values: the limit order's fields, if needed the address to make default, and the
 * second factor's code once the API asked for it (payout bank details, issue 26).
 */
type FormValues = LimitOrderFields & { defaultAddressId: string; code: string };

/**
 * The order an executed limit order becomes goes to the customer's default delivery and billing
 * address (the API refuses a limit order without them). Which marks are missing, if any.
 */
export function missingDefaults(customer: Pick<Customer, 'addresses'>) {
  const shipping = !customer.addresses.some((address) => address.defaultShipping);
  const billing = !customer.addresses.some((address) => address.defaultBilling);
  return shipping || billing ? { defaultShipping: shipping, defaultBilling: billing } : null;
}

const emptyFields: Omit<FormValues, 'expiresAt'> = {
  type: 'buy',
  quantity: '1',
  targetPrice: '',
  iban: '',
  bic: '',
  accountNumber: '',
  routingNumber: '',
  accountOwner: '',
  defaultAddressId: '',
  code: '',
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
 * checked with the API's own schema and rules as the customer leaves each field; sell orders
 * name the payout account. The current price of the chosen side stands beside the target, and a
 * target it already reaches is refused as the API would. A customer without default addresses
 * chooses one here (the only one, one of several, or adds one in the address book) before
 * placing, not after. With the second factor on, a sell order's payout account needs a code of
 * the app: the field appears, focused, when the API asks for it.
 */
export function LimitOrderForm({ product, prefill }: LimitOrderFormProps) {
  const intl = useIntl();
  const { store, language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const location = useLocation();
  const place = usePlaceLimitOrder();
  const updateAddress = useUpdateAddress();
  const { customer } = useCustomer();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [placed, setPlaced] = useState<LimitOrder | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const payoutKind = store.key === 'us' ? 'us' : 'iban';
  const missing = customer ? missingDefaults(customer) : null;
  // The resolver runs between renders: it reads the price shown and the addresses from here.
  const live = useRef<{ current: number | null; missing: typeof missing }>({
    current: null,
    missing,
  });

  const resolver: Resolver<FormValues, unknown, LimitOrderDraft> = (values, context, options) =>
    limitOrderResolver<FormValues>(
      (fields) => ({
        ...draftOf(fields, product.sku, store.currency, payoutKind),
        ...proofOfCode(fields.code),
      }),
      { currentCentAmount: live.current.current },
      // Asked here, not after submitting: the order it becomes needs a default address.
      (fields) =>
        live.current.missing && !fields.defaultAddressId
          ? [{ path: 'defaultAddressId', message: 'validation.limitOrderDefaultAddress' }]
          : [],
    )(values, context, options);
  const form = useForm<FormValues, unknown, LimitOrderDraft>({
    resolver,
    // Each rule is said on leaving its field (an expiry in the past, a target the price has
    // already reached), and follows every keystroke from then on, not first after submitting.
    mode: 'onTouched',
    defaultValues: { ...emptyFields, expiresAt: inAWeek(), ...prefill },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const quantity = Number(useWatch({ control: form.control, name: 'quantity' })) || 1;
  const { pricing, loading } = useProductPricing(product.sku);
  const current = pricing ? unitPrice(pricing, type, quantity) : null;
  const currentCents = current?.centAmount ?? null;
  useLayoutEffect(() => {
    live.current = { current: currentCents, missing };
  });

  // A target already checked is checked again when the side, quantity or live price changes.
  const touchedTarget = form.formState.touchedFields.targetPrice === true;
  useEffect(() => {
    if (touchedTarget) void form.trigger('targetPrice');
  }, [form, touchedTarget, type, currentCents]);

  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useFieldError(form);

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      const chosen = customer?.addresses.find(
        (address) => address.id === form.getValues('defaultAddressId'),
      );
      // The address the customer chose becomes the default first, through the address book's
      // own call, so the limit order finds it.
      if (customer && missing && chosen)
        await updateAddress.mutateAsync({
          customerId: customer.id,
          addressId: chosen.id,
          address: addressDraftOf(chosen, {
            ...(missing.defaultShipping ? { defaultShipping: true } : {}),
            ...(missing.defaultBilling ? { defaultBilling: true } : {}),
          }),
        });
      setPlaced(await place.mutateAsync({ draft, languageTag: language }));
    } catch (error) {
      if (isApiError(error) && asksForCode(error.code)) {
        setNeedsCode(true);
        form.setValue('code', '');
        if (error.code === errorCodes.secondFactorRequired && !needsCode) return;
      }
      setFailure(
        applyApiError(error, form.setError, {
          fields: (path) => codeFieldOf(path) ?? fieldOfPath(path),
          codeFields: { second_factor_invalid: 'code' },
        }),
      );
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

  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  /** An address on one line, without its phone number: name, street, place, country. */
  const oneLine = (address: Address) =>
    addressLines({ ...address, phone: undefined }, (code) => regionNames.of(code) ?? code).join(
      ', ',
    );
  const here = `${location.pathname}${location.search}`;

  const addressChoice = () => {
    if (!customer || !missing) return null;
    const addresses = customer.addresses;
    return (
      <fieldset className="catalog-limit-order__address">
        <legend>{t('catalog.limitOrder.address.title')}</legend>
        <p>{t('catalog.limitOrder.address.text')}</p>
        {addresses.length === 0 ? (
          <>
            <p>{t('catalog.limitOrder.address.none')}</p>
            {errorText('defaultAddressId') ? (
              <p className="ui-field__error" role="alert">
                {errorText('defaultAddressId')}
              </p>
            ) : null}
            <ButtonLink
              as={Link}
              variant="secondary"
              href={`${pathTo('addresses')}?returnTo=${encodeURIComponent(here)}`}
            >
              {t('catalog.limitOrder.address.add')}
            </ButtonLink>
          </>
        ) : addresses.length === 1 ? (
          <Controller
            control={form.control}
            name="defaultAddressId"
            render={({ field }) => (
              <Checkbox
                name={field.name}
                ref={field.ref}
                checked={field.value === addresses[0]!.id}
                onChange={(event) => field.onChange(event.target.checked ? addresses[0]!.id : '')}
                onBlur={field.onBlur}
                label={t('catalog.limitOrder.address.useOne', { address: oneLine(addresses[0]!) })}
                error={errorText('defaultAddressId')}
              />
            )}
          />
        ) : (
          <Controller
            control={form.control}
            name="defaultAddressId"
            render={({ field }) => (
              <RadioGroup
                legend={t('catalog.limitOrder.address.choose')}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                required
                error={errorText('defaultAddressId')}
                options={addresses.map((address) => ({
                  value: address.id,
                  label: oneLine(address),
                }))}
              />
            )}
          />
        )}
      </fieldset>
    );
  };

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
        <PayoutBankDetailsFields
          form={form}
          kind={payoutKind}
          className="catalog-limit-order__payout"
          legend={t('catalog.limitOrder.payout')}
          // The limit order sends the BIC as typed: an empty one is refused (spec 5).
          requiredBic
        />
      ) : null}
      {addressChoice()}
      {needsCode && type === 'sell' ? <SecondFactorCodeField form={form} name="code" /> : null}
      <FormAlert failure={failure} />
      <Button type="submit" loading={place.isPending || updateAddress.isPending}>
        {t('catalog.limitOrder.submit')}
      </Button>
    </form>
  );
}
