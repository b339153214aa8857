import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  StaffGroupBodySchema,
  staffPermissions,
  type StaffGroup,
  type StaffGroupBody,
  type StaffPermission,
} from '@shop/api-client/staff';
import { useSaveStaffGroup } from '@shop/api-client/staff/react';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  TextField,
  useFieldError,
  type FormFailure,
} from '@shop/forms';
import { storeKeys, type StoreKey } from '@shop/i18n';
import { Button, Checkbox, Modal, Radio, Toast } from '@shop/ui';

interface Values {
  name: string;
  permissions: StaffPermission[];
  /** Every store, or only the checked ones. */
  reach: 'all' | 'some';
  stores: StoreKey[];
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((other) => other !== item);

/** Adding or editing a permission group: name, permissions, and every store or some. */
export function GroupDialog({ group, onClose }: { group: StaffGroup | null; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const save = useSaveStaffGroup();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<Values, unknown, StaffGroupBody>({
    resolver: contractResolver(StaffGroupBodySchema, {
      prepare: ({ name, permissions, reach, stores }: Values) => ({
        name,
        permissions,
        stores: reach === 'all' ? null : stores,
      }),
    }),
    defaultValues: {
      name: group?.name ?? '',
      permissions: group?.permissions ?? [],
      reach: group && group.stores !== null ? 'some' : 'all',
      stores: group?.stores ?? [],
    },
  });
  const fieldError = useFieldError(form);
  const [permissions, reach, stores] = useWatch({
    control: form.control,
    name: ['permissions', 'reach', 'stores'],
  });

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id: group?.id, body },
      {
        onSuccess: onClose,
        onError: (error) =>
          setFailure(
            applyApiError(error, form.setError, {
              fields: ['name', 'permissions', 'stores'],
              codeFields: { staff_group_name_taken: 'name' },
            }),
          ),
      },
    );
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={
        group
          ? t({ id: 'backoffice.staff.editGroupTitle' }, { name: group.name })
          : t({ id: 'backoffice.staff.createGroupTitle' })
      }
      closeLabel={t({ id: 'backoffice.staff.close' })}
      closeOnBackdrop={false}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t({ id: 'backoffice.staff.cancel' })}
          </Button>
          <Button type="submit" form="staff-group-form" loading={save.isPending}>
            {t({ id: 'backoffice.staff.save' })}
          </Button>
        </>
      }
    >
      <form
        id="staff-group-form"
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
          label={t({ id: 'backoffice.staff.field.groupName' })}
        />
        <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
          <legend>{t({ id: 'backoffice.staff.field.permissions' })}</legend>
          {staffPermissions.map((permission) => (
            <Checkbox
              key={permission}
              label={t({ id: `backoffice.permission.${permission}` })}
              checked={permissions.includes(permission)}
              onChange={(e) =>
                form.setValue('permissions', toggle(permissions, permission, e.target.checked))
              }
            />
          ))}
          {fieldError('permissions') ? (
            <Toast type="error" inline>
              {t({ id: 'backoffice.staff.choosePermission' })}
            </Toast>
          ) : null}
        </fieldset>
        <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
          <legend>{t({ id: 'backoffice.staff.field.stores' })}</legend>
          <Radio
            {...form.register('reach')}
            value="all"
            label={t({ id: 'backoffice.staff.allStores' })}
          />
          <Radio
            {...form.register('reach')}
            value="some"
            label={t({ id: 'backoffice.staff.someStores' })}
          />
          {reach === 'all'
            ? null
            : storeKeys.map((store) => (
                <Checkbox
                  key={store}
                  label={t({ id: `store.${store}` })}
                  checked={stores.includes(store)}
                  onChange={(e) => form.setValue('stores', toggle(stores, store, e.target.checked))}
                />
              ))}
          {fieldError('stores') ? (
            <Toast type="error" inline>
              {t({ id: 'backoffice.staff.chooseStore' })}
            </Toast>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
