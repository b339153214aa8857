import { useIntl } from 'react-intl';
import { useStaffSettings } from '@shop/api-client/staff/react';
import { Skeleton, Tabs } from '@shop/ui';
import { MaintenanceCard } from '../features/settings/components/MaintenanceCard';
import { StoreSettingsForm } from '../features/settings/components/StoreSettingsForm';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/settings/settings.css';
import { LoadFailed } from '../shared/page/LoadFailed';

/**
 * The shop's run-time settings (permission `settings`, issue 26): maintenance for the whole shop,
 * and a tab per store the member holds the permission for.
 */
export function SettingsPage() {
  const t = useIntl().formatMessage;
  usePageTitle('backoffice.settings.title');
  const settings = useStaffSettings();
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.settings.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.settings.intro' })}</p>
      </header>
      {settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()}>
          {t({ id: 'backoffice.settings.error' })}
        </LoadFailed>
      ) : settings.data === undefined ? (
        <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />
      ) : (
        <>
          <MaintenanceCard settings={settings.data} />
          <Tabs
            label={t({ id: 'backoffice.settings.stores' })}
            items={settings.data.stores.map((store) => ({
              id: store.store,
              label: t({ id: `store.${store.store}` }),
              content: (
                <StoreSettingsForm
                  key={store.store}
                  settings={store}
                  audit={settings.data.audit}
                  storeName={t({ id: `store.${store.store}` })}
                />
              ),
            }))}
          />
        </>
      )}
    </div>
  );
}
