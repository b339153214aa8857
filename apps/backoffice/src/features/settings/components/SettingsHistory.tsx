import { useIntl } from 'react-intl';
import { Table } from '@shop/ui';
import type { AuditEntry, StoreSettingsField } from '@shop/api-client/staff';
import { fieldLabel } from '../settings-form';
import { settingValueText } from './setting-values';

type Field = StoreSettingsField | 'inMaintenance';

/**
 * The audit entries of some settings (a group of a store, or maintenance), newest first: when,
 * who, and each of these settings it changed from what to what.
 */
export function SettingsHistory({
  entries,
  fields,
  currency,
  group,
}: {
  entries: readonly AuditEntry[];
  fields: readonly Field[];
  currency: string;
  group: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const own = entries.filter((entry) => fields.some((field) => field in (entry.after ?? {})));
  return (
    <details className="backoffice-settings__history">
      <summary>{t({ id: 'backoffice.settings.history' }, { count: own.length })}</summary>
      {own.length > 0 ? (
        <Table
          caption={t({ id: 'backoffice.settings.history.caption' }, { group })}
          captionHidden
          density="compact"
        >
          <thead>
            <tr>
              <th scope="col">{t({ id: 'backoffice.settings.history.at' })}</th>
              <th scope="col">{t({ id: 'backoffice.settings.history.who' })}</th>
              <th scope="col">{t({ id: 'backoffice.settings.history.change' })}</th>
            </tr>
          </thead>
          <tbody>
            {own.map((entry) => (
              <tr key={entry.id}>
                <td className="backoffice-nowrap">
                  <time dateTime={entry.at}>
                    {intl.formatDate(entry.at, { dateStyle: 'short', timeStyle: 'short' })}
                  </time>
                </td>
                <td>{entry.staff?.name ?? t({ id: 'backoffice.settings.history.system' })}</td>
                <td>
                  <ul className="backoffice-settings__changes">
                    {fields
                      .filter((field) => field in (entry.after ?? {}))
                      .map((field) => (
                        <li key={field}>
                          {t({ id: fieldLabel(field) }, { currency })}:{' '}
                          {settingValueText(intl, field, entry.before?.[field], currency)} →{' '}
                          {settingValueText(intl, field, entry.after?.[field], currency)}
                        </li>
                      ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </details>
  );
}
