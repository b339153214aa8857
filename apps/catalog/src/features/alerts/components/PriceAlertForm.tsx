import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  isApiError,
  PriceAlertDraftSchema,
  type PriceAlertDraft,
  type PriceType,
  type Product,
} from '@shop/api-client';
import { useCreatePriceAlert } from '@shop/api-client/react';
import { hasMessage, parseAmount, type MessageId } from '@shop/i18n';
import { contractResolver, useFieldError } from '@shop/forms';
import { useLocale } from '@shop/i18n/react';
import { Button, FormField, Input, RadioGroup, Toast } from '@shop/ui';

interface Fields {
  type: PriceType;
  target: string;
}

/**
 * A price alert on the product (issue 12): buy or sell side and a target; the API mails once the
 * price reaches it. Opens from a button, so the product page stays short.
 */
export function PriceAlertForm({ product }: { product: Pick<Product, 'sku'> }) {
  const intl = useIntl();
  const { store, language } = useLocale();
  const formId = useId();
  const create = useCreatePriceAlert();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const resolver = contractResolver(PriceAlertDraftSchema, {
    prepare: (values: Fields) => ({
      sku: product.sku,
      type: values.type,
      targetUnitPrice: { centAmount: parseAmount(values.target), currency: store.currency },
    }),
    // Only the target is typed in; the other fields cannot be wrong.
    fieldOf: () => 'target',
  });
  const form = useForm<Fields, unknown, PriceAlertDraft>({
    resolver,
    defaultValues: { type: 'buy', target: '' },
  });
  const fieldError = useFieldError(form);

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      await create.mutateAsync({ draft, languageTag: language });
      setSaved(true);
      setOpen(false);
      form.reset();
    } catch (error) {
      const id = isApiError(error) ? `error.${error.code}` : '';
      setFailure(hasMessage(intl.messages, id) ? id : 'catalog.alert.tryLater');
    }
  });

  return (
    <div className="catalog-alert">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(!open);
          setSaved(false);
        }}
      >
        {t('catalog.priceAlert.open')}
      </Button>
      {saved ? <p role="status">{t('catalog.priceAlert.saved')}</p> : null}
      {open ? (
        <form
          id={formId}
          className="catalog-alert__form"
          aria-label={t('catalog.priceAlert.title')}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <p>{t('catalog.priceAlert.text')}</p>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <RadioGroup
                legend={t('catalog.priceAlert.type')}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                options={[
                  { value: 'buy', label: t('catalog.priceAlert.type.buy') },
                  { value: 'sell', label: t('catalog.priceAlert.type.sell') },
                ]}
              />
            )}
          />
          <FormField
            label={t('catalog.priceAlert.target', { currency: store.currency })}
            required
            error={fieldError('target')}
          >
            <Input inputMode="decimal" {...form.register('target')} />
          </FormField>
          {failure ? (
            <Toast type="error" inline>
              {t(failure as MessageId)}
            </Toast>
          ) : null}
          <Button type="submit" loading={create.isPending}>
            {t('catalog.priceAlert.submit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
