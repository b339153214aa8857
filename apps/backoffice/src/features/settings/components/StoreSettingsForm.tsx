import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  StoreSettingsPatchSchema,
  type AuditEntry,
  type StoreSettings,
  type StoreSettingsField,
  type StoreSettingsPatch,
} from '@shop/api-client/staff';
import { useUpdateStaffSettings } from '@shop/api-client/staff/react';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  TextField,
  type FormFailure,
} from '@shop/forms';
import { Button, Modal, Toast } from '@shop/ui';
import {
  changesOf,
  fieldLabel,
  settingGroups,
  settingsFieldOf,
  storeFormValues,
  storePatchOf,
  type StoreSettingsFormValues,
} from '../settings-form';
import { settingValueText } from './setting-values';
import { SettingsHistory } from './SettingsHistory';

type Name = keyof StoreSettingsFormValues;

/**
 * One store's settings in their groups, each with its changes. Saving checks the form with the
 * contract's schema, then asks to confirm exactly what changes (before → after) and sends only
 * that; the API's refusals land at their fields.
 */
export function StoreSettingsForm({
  settings,
  audit,
  storeName,
}: {
  settings: StoreSettings;
  audit: readonly AuditEntry[];
  storeName: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const update = useUpdateStaffSettings();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [pending, setPending] = useState<StoreSettingsPatch | null>(null);
  const [notice, setNotice] = useState<'saved' | 'nothingChanged' | null>(null);
  const kind = settings.dealerAccount.kind;
  const form = useForm<StoreSettingsFormValues, unknown, StoreSettingsPatch>({
    resolver: contractResolver(StoreSettingsPatchSchema, {
      prepare: (values) => storePatchOf(values, settings),
      fieldOf: (path) => settingsFieldOf(path),
    }),
    defaultValues: storeFormValues(settings),
  });
  const { currency } = settings;
  const own = audit.filter((entry) => entry.entityId === settings.store);

  const submit = form.handleSubmit((patch) => {
    setFailure(null);
    const changes = changesOf(settings, patch);
    if (Object.keys(changes).length === 0) setNotice('nothingChanged');
    else {
      setNotice(null);
      setPending(changes);
    }
  });

  const save = () => {
    if (!pending) return;
    update.mutate(
      { stores: { [settings.store]: pending } },
      {
        onSuccess: (saved) => {
          setPending(null);
          setNotice('saved');
          const now = saved.stores.find((store) => store.store === settings.store);
          if (now) form.reset(storeFormValues(now));
        },
        onError: (error) => {
          setPending(null);
          setFailure(applyApiError(error, form.setError, { fields: settingsFieldOf }));
        },
      },
    );
  };

  const field = (name: Name, options: { label: string; numeric?: boolean; type?: string }) => (
    <TextField
      form={form}
      name={name}
      required
      autoComplete="off"
      label={options.label}
      {...(options.numeric ? { inputMode: 'decimal' as const } : {})}
      {...(options.type ? { type: options.type } : {})}
    />
  );
  const label = (name: StoreSettingsField) => t({ id: fieldLabel(name) }, { currency });

  return (
    <form className="ui-stack" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert failure={failure} />
      {notice ? (
        <Toast type={notice === 'saved' ? 'success' : 'info'} inline>
          {t({ id: `backoffice.settings.${notice}` })}
        </Toast>
      ) : null}
      {settingGroups.map((group) => (
        <section
          key={group.id}
          className="backoffice-settings__card ui-stack"
          aria-labelledby={`settings-${settings.store}-${group.id}`}
        >
          <fieldset className="backoffice-settings__group ui-stack">
            <legend id={`settings-${settings.store}-${group.id}`}>{t({ id: group.label })}</legend>
            {group.id === 'account' ? (
              <>
                {settings.dealerAccount.demo ? (
                  <Toast type="warning" inline>
                    {t({ id: 'backoffice.settings.demoAccount' })}
                  </Toast>
                ) : null}
                <div className="backoffice-settings__fields">
                  {field('holder', { label: t({ id: 'backoffice.settings.field.holder' }) })}
                  {field('bank', { label: t({ id: 'backoffice.settings.field.bank' }) })}
                  {kind === 'sepa' ? (
                    <>
                      {field('iban', { label: t({ id: 'backoffice.settings.field.iban' }) })}
                      {field('bic', { label: t({ id: 'backoffice.settings.field.bic' }) })}
                    </>
                  ) : (
                    <>
                      {field('accountNumber', {
                        label: t({ id: 'backoffice.settings.field.accountNumber' }),
                      })}
                      {field('routingNumber', {
                        label: t({ id: 'backoffice.settings.field.routingNumber' }),
                      })}
                    </>
                  )}
                </div>
              </>
            ) : (
              <div className="backoffice-settings__fields">
                {group.fields.map((name) =>
                  field(name as Name, {
                    label: label(name),
                    numeric: true,
                    ...(name === 'orderDeskEmail' ? { type: 'email', numeric: false } : {}),
                  }),
                )}
              </div>
            )}
          </fieldset>
          <SettingsHistory
            entries={own}
            fields={group.fields}
            currency={currency}
            group={`${t({ id: group.label })} (${storeName})`}
          />
        </section>
      ))}
      <div>
        <Button type="submit">{t({ id: 'backoffice.settings.save' }, { store: storeName })}</Button>
      </div>
      {pending ? (
        <Modal
          open
          size="md"
          onClose={() => setPending(null)}
          title={t({ id: 'backoffice.settings.confirmTitle' })}
          closeLabel={t({ id: 'backoffice.settings.close' })}
          footer={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t({ id: 'backoffice.settings.cancel' })}
              </Button>
              <Button loading={update.isPending} onClick={save}>
                {t({ id: 'backoffice.settings.confirm' })}
              </Button>
            </>
          }
        >
          <ul className="ui-stack ui-stack--xs">
            {(Object.keys(pending) as StoreSettingsField[]).map((name) => (
              <li key={name}>
                <strong>{label(name)}</strong>:{' '}
                {settingValueText(intl, name, settings[name], currency)} →{' '}
                {settingValueText(intl, name, pending[name], currency)}
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </form>
  );
}
