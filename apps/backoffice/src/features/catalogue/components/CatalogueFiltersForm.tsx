import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { availabilities, categoryKeys, preciousMetals } from '@shop/api-client';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Input, Select } from '@shop/ui';
import { noFilters, type CatalogueFilters } from '../catalogue-filters';

/**
 * The catalogue's filters, applied together with the button (or Enter in any field), so typing
 * a name does not ask the API at every key.
 */
export function CatalogueFiltersForm({
  filters,
  onApply,
}: {
  filters: CatalogueFilters;
  onApply: (filters: CatalogueFilters) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const headingId = useId();
  const [draft, setDraft] = useState(filters);
  const set =
    <K extends keyof CatalogueFilters>(name: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value as CatalogueFilters[K] }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const any = t('backoffice.catalogue.filter.any');
  const choice = <T extends string>(
    name: Exclude<keyof CatalogueFilters, 'q'>,
    values: readonly T[],
    label: (value: T) => MessageId,
  ) => (
    <FormField label={t(`backoffice.catalogue.filter.${name}`)}>
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
        {t('backoffice.catalogue.filters')}
      </h2>
      <FormField
        label={t('backoffice.catalogue.filter.q')}
        hint={t('backoffice.catalogue.filter.q.hint')}
        className="backoffice-filters__wide"
      >
        <Input type="search" value={draft.q} onChange={set('q')} maxLength={100} />
      </FormField>
      {choice('category', categoryKeys, (key) => `category.${key}`)}
      {choice('metal', preciousMetals, (metal) => `metal.${metal}`)}
      {choice(
        'availability',
        availabilities,
        (availability) => `backoffice.catalogue.availability.${availability}`,
      )}
      {choice('published', ['true', 'false'] as const, (published) =>
        published === 'true'
          ? 'backoffice.catalogue.published'
          : 'backoffice.catalogue.unpublished',
      )}
      <div className="backoffice-filters__actions">
        <Button type="submit">{t('backoffice.catalogue.filter.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(noFilters);
            onApply(noFilters);
          }}
        >
          {t('backoffice.catalogue.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
