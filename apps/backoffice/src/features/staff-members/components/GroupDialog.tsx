import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  StaffGroupBodySchema,
  staffPermissions,
  type StaffGroup,
  type StaffPermission,
} from '@shop/api-client';
import { useSaveStaffGroup } from '@shop/api-client/react';
import { FormAlert, failureOf, validationText } from '@shop/forms';
import { storeKeys, type StoreKey } from '@shop/i18n';
import { Button, Checkbox, FormField, Input, Modal, Radio, Toast } from '@shop/ui';
import { checkBody } from '../field-errors';

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((other) => other !== item);

/** Adding or editing a permission group: name, permissions, and every store or some. */
export function GroupDialog({ group, onClose }: { group: StaffGroup | null; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const save = useSaveStaffGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [permissions, setPermissions] = useState<StaffPermission[]>(group?.permissions ?? []);
  const [everyStore, setEveryStore] = useState(group ? group.stores === null : true);
  const [stores, setStores] = useState<StoreKey[]>(group?.stores ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBody(StaffGroupBodySchema, {
      name,
      permissions,
      stores: everyStore ? null : stores,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate({ id: group?.id, body: checked.body }, { onSuccess: onClose });
  };

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
      <form id="staff-group-form" className="ui-stack" noValidate onSubmit={submit}>
        {save.isError ? <FormAlert failure={failureOf(save.error)} /> : null}
        <FormField
          label={t({ id: 'backoffice.staff.field.groupName' })}
          required
          error={validationText(intl, errors.name)}
        >
          {(control) => (
            <Input {...control} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </FormField>
        <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
          <legend>{t({ id: 'backoffice.staff.field.permissions' })}</legend>
          {staffPermissions.map((permission) => (
            <Checkbox
              key={permission}
              label={t({ id: `backoffice.permission.${permission}` })}
              checked={permissions.includes(permission)}
              onChange={(e) => setPermissions((list) => toggle(list, permission, e.target.checked))}
            />
          ))}
          {errors.permissions ? (
            <Toast type="error" inline>
              {t({ id: 'backoffice.staff.choosePermission' })}
            </Toast>
          ) : null}
        </fieldset>
        <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
          <legend>{t({ id: 'backoffice.staff.field.stores' })}</legend>
          <Radio
            name="stores"
            value="all"
            label={t({ id: 'backoffice.staff.allStores' })}
            checked={everyStore}
            onChange={() => setEveryStore(true)}
          />
          <Radio
            name="stores"
            value="some"
            label={t({ id: 'backoffice.staff.someStores' })}
            checked={!everyStore}
            onChange={() => setEveryStore(false)}
          />
          {everyStore
            ? null
            : storeKeys.map((store) => (
                <Checkbox
                  key={store}
                  label={t({ id: `store.${store}` })}
                  checked={stores.includes(store)}
                  onChange={(e) => setStores((list) => toggle(list, store, e.target.checked))}
                />
              ))}
          {errors.stores ? (
            <Toast type="error" inline>
              {t({ id: 'backoffice.staff.chooseStore' })}
            </Toast>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
