import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffSettings } from '@shop/api-client/staff';
import { useUpdateStaffSettings } from '@shop/api-client/staff/react';
import { FormAlert, failureOf } from '@shop/forms';
import { Badge, Button, Modal } from '@shop/ui';
import { SettingsHistory } from './SettingsHistory';

/**
 * Maintenance for the whole shop (spec 4): its state, the switch (after a confirmation of what it
 * does to customers), and its changes. Members whose settings permission holds for some stores
 * only see the state.
 */
export function MaintenanceCard({ settings }: { settings: StaffSettings }) {
  const t = useIntl().formatMessage;
  const update = useUpdateStaffSettings();
  const [asking, setAsking] = useState(false);
  const on = settings.inMaintenance;
  const close = () => {
    update.reset();
    setAsking(false);
  };
  return (
    <section className="backoffice-settings__card ui-stack" aria-labelledby="settings-maintenance">
      <h2 id="settings-maintenance" className="backoffice-subheading">
        {t({ id: 'backoffice.settings.maintenance' })}{' '}
        <Badge variant={on ? 'warning' : 'success'}>
          {t({ id: on ? 'backoffice.settings.value.on' : 'backoffice.settings.value.off' })}
        </Badge>
      </h2>
      <p role="status">
        {t({
          id: on ? 'backoffice.settings.maintenance.on' : 'backoffice.settings.maintenance.off',
        })}
      </p>
      {settings.shopEditable ? (
        <div>
          <Button variant={on ? 'primary' : 'danger'} onClick={() => setAsking(true)}>
            {t({
              id: on
                ? 'backoffice.settings.maintenance.switchOff'
                : 'backoffice.settings.maintenance.switchOn',
            })}
          </Button>
        </div>
      ) : (
        <p className="ui-text-muted">{t({ id: 'backoffice.settings.maintenance.readOnly' })}</p>
      )}
      <SettingsHistory
        entries={settings.audit.filter((entry) => entry.entityId === 'shop')}
        fields={['inMaintenance']}
        currency="EUR"
        group={t({ id: 'backoffice.settings.maintenance' })}
      />
      {asking ? (
        <Modal
          open
          size="sm"
          onClose={close}
          title={t({
            id: on
              ? 'backoffice.settings.maintenance.switchOff'
              : 'backoffice.settings.maintenance.switchOn',
          })}
          closeLabel={t({ id: 'backoffice.settings.close' })}
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                {t({ id: 'backoffice.settings.cancel' })}
              </Button>
              <Button
                variant={on ? 'primary' : 'danger'}
                loading={update.isPending}
                onClick={() => update.mutate({ inMaintenance: !on }, { onSuccess: close })}
              >
                {t({
                  id: on
                    ? 'backoffice.settings.maintenance.switchOff'
                    : 'backoffice.settings.maintenance.switchOn',
                })}
              </Button>
            </>
          }
        >
          <div className="ui-stack">
            {update.isError ? <FormAlert failure={failureOf(update.error)} /> : null}
            <p>
              {t({
                id: on
                  ? 'backoffice.settings.maintenance.confirmOff'
                  : 'backoffice.settings.maintenance.confirmOn',
              })}
            </p>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
