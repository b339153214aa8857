import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  StaffMemberCreateBodySchema,
  StaffMemberUpdateBodySchema,
  type StaffGroup,
  type StaffMember,
  type StaffMemberCreated,
} from '@shop/api-client';
import { useCreateStaffMember, useUpdateStaffMember } from '@shop/api-client/react';
import { FormAlert, failureOf, validationText } from '@shop/forms';
import { Button, Checkbox, FormField, Input, Modal, Select } from '@shop/ui';
import { checkBody } from '../field-errors';

/** The one-time password of a member just added, shown this once. */
function CreatedPassword({ created }: { created: StaffMemberCreated }) {
  const t = useIntl().formatMessage;
  return (
    <div className="ui-stack">
      <p>{t({ id: 'backoffice.staff.created.text' }, { name: created.member.name })}</p>
      <FormField label={t({ id: 'backoffice.staff.created.password' })}>
        {(control) => (
          <Input
            {...control}
            readOnly
            value={created.password}
            className="backoffice-id"
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </FormField>
      <p className="ui-text-muted">{t({ id: 'backoffice.staff.created.copyHint' })}</p>
    </div>
  );
}

/**
 * Adding a member (name, e-mail, language, groups; then their one-time password) or editing one
 * (name, language, groups).
 */
export function MemberDialog({
  member,
  groups,
  onClose,
}: {
  /** Null: a new member. */
  member: StaffMember | null;
  groups: readonly StaffGroup[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const create = useCreateStaffMember();
  const update = useUpdateStaffMember();
  const saving = member ? update : create;
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [locale, setLocale] = useState<'de' | 'en'>(member?.locale ?? 'de');
  const [groupIds, setGroupIds] = useState<string[]>(member?.groups.map((g) => g.id) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const created = create.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (member) {
      const checked = checkBody(StaffMemberUpdateBodySchema, { name, locale, groupIds });
      setErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) update.mutate({ id: member.id, body: checked.body }, { onSuccess: onClose });
    } else {
      const checked = checkBody(StaffMemberCreateBodySchema, { email, name, locale, groupIds });
      setErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) create.mutate(checked.body);
    }
  };

  const title = created
    ? t({ id: 'backoffice.staff.created.title' })
    : member
      ? t({ id: 'backoffice.staff.editTitle' }, { name: member.name })
      : t({ id: 'backoffice.staff.createTitle' });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel={t({ id: 'backoffice.staff.close' })}
      closeOnBackdrop={false}
      footer={
        created ? (
          <Button onClick={onClose}>{t({ id: 'backoffice.staff.close' })}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t({ id: 'backoffice.staff.cancel' })}
            </Button>
            <Button type="submit" form="staff-member-form" loading={saving.isPending}>
              {t({ id: 'backoffice.staff.save' })}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <CreatedPassword created={created} />
      ) : (
        <form id="staff-member-form" className="ui-stack" noValidate onSubmit={submit}>
          {saving.isError ? <FormAlert failure={failureOf(saving.error)} /> : null}
          <FormField
            label={t({ id: 'backoffice.staff.field.name' })}
            required
            error={validationText(intl, errors.name)}
          >
            {(control) => (
              <Input {...control} value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </FormField>
          {member ? null : (
            <FormField
              label={t({ id: 'backoffice.staff.field.email' })}
              required
              error={validationText(intl, errors.email)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </FormField>
          )}
          <FormField label={t({ id: 'backoffice.staff.field.locale' })}>
            {(control) => (
              <Select
                {...control}
                value={locale}
                onChange={(e) => setLocale(e.target.value === 'en' ? 'en' : 'de')}
                options={[
                  { value: 'de', label: t({ id: 'backoffice.staff.locale.de' }) },
                  { value: 'en', label: t({ id: 'backoffice.staff.locale.en' }) },
                ]}
              />
            )}
          </FormField>
          <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
            <legend>{t({ id: 'backoffice.staff.field.groups' })}</legend>
            {groups.map((group) => (
              <Checkbox
                key={group.id}
                label={group.name}
                checked={groupIds.includes(group.id)}
                onChange={(e) =>
                  setGroupIds((ids) =>
                    e.target.checked ? [...ids, group.id] : ids.filter((id) => id !== group.id),
                  )
                }
              />
            ))}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
