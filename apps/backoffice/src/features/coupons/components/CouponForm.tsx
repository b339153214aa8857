import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  StaffCouponBodySchema,
  type StaffCoupon,
  type StaffCouponBody,
} from '@shop/api-client/staff';
import { useSaveStaffCoupon } from '@shop/api-client/staff/react';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  TextField,
  useFieldError,
  type FormFailure,
} from '@shop/forms';
import { currencies, storeKeys, type StoreKey } from '@shop/i18n';
import { Button, Checkbox, FormField, Radio, Select, Toast } from '@shop/ui';
import {
  couponBodyOf,
  couponFieldOf,
  couponFormValues,
  type CouponFormValues,
} from '../coupon-form';

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((other) => other !== item);

/**
 * A coupon's terms, new or edited: checked with the contract's schema before it is sent, the
 * API's refusals (a taken code, a currency missing) at their fields.
 */
export function CouponForm({
  coupon,
  onSaved,
}: {
  coupon: StaffCoupon | undefined;
  onSaved: (coupon: StaffCoupon) => void;
}) {
  const t = useIntl().formatMessage;
  const save = useSaveStaffCoupon();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<CouponFormValues, unknown, StaffCouponBody>({
    resolver: contractResolver(StaffCouponBodySchema, {
      prepare: couponBodyOf,
      fieldOf: (path) => couponFieldOf(path),
    }),
    defaultValues: couponFormValues(coupon),
  });
  const fieldError = useFieldError(form);
  const [kind, reach, stores, bullion] = useWatch({
    control: form.control,
    name: ['kind', 'reach', 'stores', 'bullion'],
  });

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id: coupon?.id, body },
      {
        onSuccess: onSaved,
        onError: (error) =>
          setFailure(
            applyApiError(error, form.setError, {
              fields: couponFieldOf,
              codeFields: { coupon_code_taken: 'code', coupon_currency_needed: 'currency' },
            }),
          ),
      },
    );
  });

  return (
    <form className="ui-stack" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert failure={failure} />
      <TextField
        form={form}
        name="code"
        required
        autoComplete="off"
        label={t({ id: 'backoffice.coupons.field.code' })}
        hint={t({ id: 'backoffice.coupons.field.codeHint' })}
      />
      <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
        <legend>{t({ id: 'backoffice.coupons.field.kind' })}</legend>
        <Radio
          {...form.register('kind')}
          value="percent"
          label={t({ id: 'backoffice.coupons.kind.percent' })}
        />
        <Radio
          {...form.register('kind')}
          value="fixed"
          label={t({ id: 'backoffice.coupons.kind.fixed' })}
        />
      </fieldset>
      <div className="backoffice-form-row">
        <TextField
          form={form}
          name="value"
          required
          inputMode="decimal"
          autoComplete="off"
          label={t({
            id:
              kind === 'percent'
                ? 'backoffice.coupons.field.percent'
                : 'backoffice.coupons.field.amount',
          })}
        />
        <FormField
          label={t({ id: 'backoffice.coupons.field.currency' })}
          error={fieldError('currency')}
        >
          <Select
            {...form.register('currency')}
            options={[
              { value: '', label: t({ id: 'backoffice.coupons.currency.stores' }) },
              ...currencies.map((currency) => ({ value: currency, label: currency })),
            ]}
          />
        </FormField>
        <TextField
          form={form}
          name="minimum"
          inputMode="decimal"
          autoComplete="off"
          label={t({ id: 'backoffice.coupons.field.minimum' })}
        />
      </div>
      <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
        <legend>{t({ id: 'backoffice.coupons.field.stores' })}</legend>
        <Radio
          {...form.register('reach')}
          value="all"
          label={t({ id: 'backoffice.coupons.allStores' })}
        />
        <Radio
          {...form.register('reach')}
          value="some"
          label={t({ id: 'backoffice.staff.someStores' })}
        />
        {reach === 'all'
          ? null
          : storeKeys.map((store: StoreKey) => (
              <Checkbox
                key={store}
                label={t({ id: `store.${store}` })}
                checked={stores.includes(store)}
                onChange={(e) =>
                  form.setValue('stores', toggle(stores, store, e.target.checked), {
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              />
            ))}
        {fieldError('stores') ? (
          <Toast type="error" inline>
            {t({ id: 'backoffice.coupons.chooseStore' })}
          </Toast>
        ) : null}
      </fieldset>
      <div className="backoffice-form-row">
        <TextField
          form={form}
          name="validFrom"
          type="datetime-local"
          required
          label={t({ id: 'backoffice.coupons.field.validFrom' })}
        />
        <TextField
          form={form}
          name="validUntil"
          type="datetime-local"
          label={t({ id: 'backoffice.coupons.field.validUntil' })}
        />
      </div>
      <div className="backoffice-form-row">
        <TextField
          form={form}
          name="usageLimit"
          required
          inputMode="numeric"
          autoComplete="off"
          label={t({ id: 'backoffice.coupons.field.usageLimit' })}
        />
        <TextField
          form={form}
          name="perCustomer"
          required
          inputMode="numeric"
          autoComplete="off"
          label={t({ id: 'backoffice.coupons.field.perCustomer' })}
        />
      </div>
      <Checkbox
        label={t({ id: 'backoffice.coupons.field.bullion' })}
        checked={bullion}
        onChange={(e) => form.setValue('bullion', e.target.checked)}
      />
      {bullion ? (
        <p className="ui-text-muted">{t({ id: 'backoffice.coupons.bullionHint' })}</p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t({ id: 'backoffice.coupons.save' })}
        </Button>
      </div>
    </form>
  );
}
