import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  StaffProductUpdateBodySchema,
  staffAvailabilities,
  type StaffAvailability,
  type StaffProduct,
} from '@shop/api-client/staff';
import { useUpdateStaffProduct } from '@shop/api-client/staff/react';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  TextField,
  useFieldError,
  type FormFailure,
} from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Select, Toast } from '@shop/ui';
import { AvailabilityBadge } from './ProductsTable';

interface Values {
  stock: string;
  lowStockThreshold: string;
  availability: StaffAvailability;
}
const fields = ['stock', 'lowStockThreshold', 'availability'] as const;

/** A whole number typed into a field; anything else is NaN, which the schema names. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Units in stock, the low-stock threshold and availability: the shop shows them at once. */
export function StockForm({ product }: { product: StaffProduct }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const update = useUpdateStaffProduct(product.sku);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, unknown>({
    resolver: contractResolver(StaffProductUpdateBodySchema, {
      prepare: (values: Values) => ({
        stock: numberOf(values.stock),
        lowStockThreshold: numberOf(values.lowStockThreshold),
        availability: values.availability,
      }),
    }),
    defaultValues: {
      stock: String(product.stock),
      lowStockThreshold: String(product.lowStockThreshold),
      availability: product.staffAvailability,
    },
  });
  const fieldError = useFieldError(form);
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    setSaved(false);
    update.mutate(body as Parameters<typeof update.mutate>[0], {
      onSuccess: () => setSaved(true),
      onError: (error) => setFailure(applyApiError(error, form.setError, { fields })),
    });
  });
  return (
    <form className="ui-stack" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert failure={failure} />
      {saved && (
        <Toast type="success" inline>
          {t('backoffice.product.saved')}
        </Toast>
      )}
      <p>
        {intl.formatMessage(
          { id: 'backoffice.product.shownAs' },
          { availability: <AvailabilityBadge key="badge" availability={product.availability} /> },
        )}
      </p>
      <div className="backoffice-catalogue__grid">
        <TextField
          form={form}
          name="stock"
          inputMode="numeric"
          required
          label={t('backoffice.product.field.stock')}
        />
        <TextField
          form={form}
          name="lowStockThreshold"
          inputMode="numeric"
          required
          label={t('backoffice.product.field.lowStockThreshold')}
          hint={t('backoffice.product.field.lowStockThreshold.hint')}
        />
        <FormField
          label={t('backoffice.product.field.availability')}
          required
          error={fieldError('availability')}
        >
          <Select
            {...form.register('availability')}
            options={staffAvailabilities.map((value) => ({
              value,
              label: t(`backoffice.product.availability.${value}`),
            }))}
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('backoffice.product.save')}
        </Button>
      </div>
    </form>
  );
}
