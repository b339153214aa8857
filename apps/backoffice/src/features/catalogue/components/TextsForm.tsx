import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { categoryKeys } from '@shop/api-client';
import { StaffProductUpdateBodySchema, type StaffProduct } from '@shop/api-client/staff';
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
import { Button, Checkbox, FormField, Textarea, Toast } from '@shop/ui';

interface Values {
  name: { de: string; en: string };
  description: { de: string; en: string };
  attributes: {
    manufacturer: string;
    series: string;
    yearsOfIssue: string;
    fineness: string;
    countryOfOrigin: string;
  };
  categories: string[];
}
const fields = ['name.de', 'name.en', 'description.de', 'description.en', 'categories'] as const;
const attributeNames = [
  'manufacturer',
  'series',
  'yearsOfIssue',
  'fineness',
  'countryOfOrigin',
] as const;

/**
 * Names and descriptions in both languages, attributes and categories, checked with the
 * contract's schema and saved together; the shop's listings and search have them at once.
 */
export function TextsForm({ product }: { product: StaffProduct }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const update = useUpdateStaffProduct(product.sku);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, unknown>({
    resolver: contractResolver(StaffProductUpdateBodySchema),
    defaultValues: {
      name: product.name,
      description: product.description,
      attributes: {
        manufacturer: product.attributes.manufacturer ?? '',
        series: product.attributes.series ?? '',
        yearsOfIssue: product.attributes.yearsOfIssue ?? '',
        fineness: product.attributes.fineness ?? '',
        countryOfOrigin: product.attributes.countryOfOrigin ?? '',
      },
      categories: product.categories,
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
  const description = (language: 'de' | 'en') => (
    <FormField
      label={t(
        language === 'de'
          ? 'backoffice.product.field.descriptionDe'
          : 'backoffice.product.field.descriptionEn',
      )}
      required
      error={fieldError(`description.${language}`)}
    >
      <Textarea rows={5} {...form.register(`description.${language}`)} />
    </FormField>
  );
  return (
    <form className="ui-stack" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert failure={failure} />
      {saved && (
        <Toast type="success" inline>
          {t('backoffice.product.saved')}
        </Toast>
      )}
      <div className="backoffice-catalogue__pair">
        <TextField
          form={form}
          name="name.de"
          required
          label={t('backoffice.product.field.nameDe')}
        />
        <TextField
          form={form}
          name="name.en"
          required
          label={t('backoffice.product.field.nameEn')}
        />
      </div>
      <p className="backoffice-muted">
        {intl.formatMessage(
          { id: 'backoffice.product.slugs' },
          { de: product.slug.de, en: product.slug.en },
        )}
      </p>
      <div className="backoffice-catalogue__pair">
        {description('de')}
        {description('en')}
      </div>
      <fieldset className="backoffice-catalogue__fieldset">
        <legend>{t('backoffice.product.attributes')}</legend>
        <div className="backoffice-catalogue__grid">
          {attributeNames.map((name) => (
            <TextField
              key={name}
              form={form}
              name={`attributes.${name}`}
              label={t(`backoffice.product.field.${name}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="backoffice-catalogue__fieldset" aria-describedby="categories-error">
        <legend>{t('backoffice.product.field.categories')}</legend>
        <div className="backoffice-catalogue__grid">
          {categoryKeys.map((key) => (
            <Checkbox
              key={key}
              value={key}
              label={t(`category.${key}`)}
              {...form.register('categories')}
            />
          ))}
        </div>
        {fieldError('categories') && (
          <p id="categories-error" className="ui-field__error" role="alert">
            {fieldError('categories')}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('backoffice.product.save')}
        </Button>
      </div>
    </form>
  );
}
