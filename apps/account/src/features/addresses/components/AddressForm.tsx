import type { MessageId } from '@shop/i18n';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { AddressDraftSchema, type Address } from '@shop/api-client';
import { useAddAddress, useUpdateAddress } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Button, Checkbox } from '@shop/ui';
import {
  AddressFields,
  type AddressFieldValues,
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  stateOptions,
} from '@shop/forms';

interface AddressValues extends AddressFieldValues {
  title: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

const fields = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'company',
  'streetName',
  'streetNumber',
  'apartment',
  'zipCode',
  'city',
  'state',
  'country',
  'phone',
] as const;

/** The body: no empty salutation, a state only for the US (the only country with a state list). */
function toDraft({ salutation, state, ...values }: AddressValues) {
  return {
    ...values,
    salutation: salutation || undefined,
    state: values.country === 'US' ? state : undefined,
  };
}

/**
 * Adds or edits an address (spec 3 fields). Swiss zip codes have four digits, US zip codes are
 * checked in the form and, for existence and the chosen state, by the API.
 */
export function AddressForm({
  customerId,
  address,
  onDone,
  onCancel,
}: {
  customerId: string;
  /** The address to edit; a new one when absent. */
  address?: Address;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { store, language } = useLocale();
  const states = useMemo(() => stateOptions(language), [language]);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<AddressValues, unknown, v.InferOutput<typeof AddressDraftSchema>>({
    resolver: contractResolver(AddressDraftSchema, { prepare: toDraft }),
    defaultValues: {
      salutation: address?.salutation ?? '',
      title: address?.title ?? '',
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      company: address?.company ?? '',
      streetName: address?.streetName ?? '',
      streetNumber: address?.streetNumber ?? '',
      apartment: address?.apartment ?? '',
      zipCode: address?.zipCode ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      country: address?.country ?? store.country,
      phone: address?.phone ?? '',
      defaultShipping: address?.defaultShipping ?? false,
      defaultBilling: address?.defaultBilling ?? false,
    },
  });
  const t = (id: MessageId) => intl.formatMessage({ id });

  // Opening the form moves focus into it (it replaces the button that opened it).
  useEffect(() => form.setFocus('firstName'), [form]);

  const onSubmit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      if (address) await update.mutateAsync({ customerId, addressId: address.id, address: draft });
      else await add.mutateAsync({ customerId, address: draft });
      onDone(t(address ? 'account.addresses.updated' : 'account.addresses.added'));
    } catch (error) {
      setFailure(
        applyApiError(error, form.setError, {
          fields,
          codeFields: {
            invalid_zip: 'zipCode',
            zip_state_mismatch: 'zipCode',
            invalid_phone: 'phone',
          },
        }),
      );
    }
  });

  return (
    <form
      className="ui-stack"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(address ? 'account.addresses.edit' : 'account.addresses.new')}
    >
      <FormAlert failure={failure} />
      <AddressFields form={form} title states={states} rowClassName="account-form-row" />
      <div className="ui-stack ui-stack--sm">
        <Checkbox
          {...form.register('defaultShipping')}
          label={t('account.addresses.defaultShipping.set')}
        />
        <Checkbox
          {...form.register('defaultBilling')}
          label={t('account.addresses.defaultBilling.set')}
        />
      </div>
      <div className="ui-cluster">
        <Button type="submit" loading={add.isPending || update.isPending}>
          {t('account.addresses.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
