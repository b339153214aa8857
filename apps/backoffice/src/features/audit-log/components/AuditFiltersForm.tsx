import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { StaffMe } from '@shop/api-client/staff';
import { storeKeys } from '@shop/i18n';
import { Button, FormField, Input, Select } from '@shop/ui';
import { noFilters, rangeReversed, type AuditFilters } from '../audit-filters';

export interface KnownMember {
  id: string;
  name: string;
}

/**
 * The audit log's filters. Applied together with the button (or Enter in any field), so that
 * typing an action does not ask the API at every key.
 */
export function AuditFiltersForm({
  filters,
  me,
  members,
  onApply,
}: {
  filters: AuditFilters;
  me: StaffMe;
  /** Members the log has shown so far, to pick from besides the signed-in one. */
  members: readonly KnownMember[];
  onApply: (filters: AuditFilters) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const [draft, setDraft] = useState(filters);
  const [rangeError, setRangeError] = useState(false);
  const set =
    <K extends keyof AuditFilters>(name: K) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value as AuditFilters[K] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reversed = rangeReversed(draft);
    setRangeError(reversed);
    if (!reversed) onApply(draft);
  };
  const memberOptions = [
    { value: '', label: t({ id: 'backoffice.audit.member.all' }) },
    { value: me.id, label: t({ id: 'backoffice.audit.member.me' }, { name: me.name }) },
    ...members
      .filter((member) => member.id !== me.id)
      .map((member) => ({ value: member.id, label: member.name })),
  ];

  return (
    <form className="backoffice-filters" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId} className="ui-sr-only">
        {t({ id: 'backoffice.audit.filters' })}
      </h2>
      <FormField label={t({ id: 'backoffice.audit.member' })}>
        <Select options={memberOptions} value={draft.staffId} onChange={set('staffId')} />
      </FormField>
      {/* Examples as placeholders: a hint under one label would push its field out of the row. */}
      <FormField label={t({ id: 'backoffice.audit.action' })}>
        <Input
          value={draft.action}
          onChange={set('action')}
          placeholder={t({ id: 'backoffice.audit.action.hint' })}
          spellCheck={false}
        />
      </FormField>
      <FormField label={t({ id: 'backoffice.audit.entity' })}>
        <Input
          value={draft.entityType}
          onChange={set('entityType')}
          placeholder={t({ id: 'backoffice.audit.entity.hint' })}
          spellCheck={false}
        />
      </FormField>
      <FormField label={t({ id: 'backoffice.audit.entityId' })}>
        <Input value={draft.entityId} onChange={set('entityId')} spellCheck={false} />
      </FormField>
      <FormField label={t({ id: 'backoffice.audit.store' })}>
        <Select
          options={[
            { value: '', label: t({ id: 'backoffice.audit.store.all' }) },
            ...storeKeys.map((store) => ({ value: store, label: t({ id: `store.${store}` }) })),
          ]}
          value={draft.store}
          onChange={set('store')}
        />
      </FormField>
      <FormField label={t({ id: 'backoffice.audit.from' })}>
        <Input type="date" value={draft.from} onChange={set('from')} />
      </FormField>
      <FormField
        label={t({ id: 'backoffice.audit.to' })}
        error={rangeError ? t({ id: 'backoffice.audit.badRange' }) : undefined}
      >
        <Input type="date" value={draft.to} onChange={set('to')} />
      </FormField>
      <div className="backoffice-filters__actions">
        <Button type="submit">{t({ id: 'backoffice.audit.apply' })}</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(noFilters);
            setRangeError(false);
            onApply(noFilters);
          }}
        >
          {t({ id: 'backoffice.audit.reset' })}
        </Button>
      </div>
    </form>
  );
}
