import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  StaffMemberCreateBodySchema,
  StaffMemberUpdateBodySchema,
  type StaffGroup,
  type StaffMember,
  type StaffMemberCreateBody,
  type StaffMemberCreated,
} from '@shop/api-client/staff';
import { useCreateStaffMember, useUpdateStaffMember } from '@shop/api-client/staff/react';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  TextField,
  type FormFailure,
} from '@shop/forms';
import { Button, Checkbox, FormField, Input, Modal, Select } from '@shop/ui';

type Values = StaffMemberCreateBody;
const fields = ['email', 'name', 'locale', 'groupIds'] as const;

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
  const [failure, setFailure] = useState<FormFailure>(null);
  // The contract's schema checks the form before sending: a new member's, or an edit's (no e-mail).
  const form = useForm<Values, unknown, unknown>({
    resolver: member
      ? contractResolver(StaffMemberUpdateBodySchema, {
          prepare: ({ email: _email, ...values }: Values) => values,
        })
      : contractResolver(StaffMemberCreateBodySchema),
    defaultValues: {
      email: member?.email ?? '',
      name: member?.name ?? '',
      locale: member?.locale ?? 'de',
      groupIds: member?.groups.map((group) => group.id) ?? [],
    },
  });
  const groupIds = useWatch({ control: form.control, name: 'groupIds' });
  const created = create.data;
  const refused = (error: unknown) =>
    setFailure(
      applyApiError(error, form.setError, { fields, codeFields: { staff_email_taken: 'email' } }),
    );

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    if (member)
      update.mutate(
        { id: member.id, body: body as Omit<Values, 'email'> },
        { onSuccess: onClose, onError: refused },
      );
    else create.mutate(body as Values, { onError: refused });
  });

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
        <form
          id="staff-member-form"
          className="ui-stack"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <FormAlert failure={failure} />
          <TextField
            form={form}
            name="name"
            required
            autoComplete="off"
            label={t({ id: 'backoffice.staff.field.name' })}
          />
          {member ? null : (
            <TextField
              form={form}
              name="email"
              type="email"
              required
              autoComplete="off"
              label={t({ id: 'backoffice.staff.field.email' })}
            />
          )}
          <FormField label={t({ id: 'backoffice.staff.field.locale' })}>
            {(control) => (
              <Select
                {...control}
                {...form.register('locale')}
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
                  form.setValue(
                    'groupIds',
                    e.target.checked
                      ? [...groupIds, group.id]
                      : groupIds.filter((id) => id !== group.id),
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
