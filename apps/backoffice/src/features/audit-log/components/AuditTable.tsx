import { useIntl } from 'react-intl';
import type { AuditEntry } from '@shop/api-client/staff';
import { Table } from '@shop/ui';

/** A value before or after an action, as readable JSON; "none" where there was none. */
function Values({ label, value }: { label: string; value: AuditEntry['before'] }) {
  const intl = useIntl();
  return (
    <div className="backoffice-values__side">
      <span className="backoffice-values__label">{label}</span>
      {value === null ? (
        <span className="ui-text-muted">{intl.formatMessage({ id: 'backoffice.audit.none' })}</span>
      ) : (
        <pre className="backoffice-values__json">{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  );
}

/** One page of the audit log: when, who, what, on which entity and store, and the values. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Table caption={t({ id: 'backoffice.audit.caption' })} captionHidden density="compact" striped>
      <thead>
        <tr>
          <th scope="col">{t({ id: 'backoffice.audit.column.at' })}</th>
          <th scope="col">{t({ id: 'backoffice.audit.column.staff' })}</th>
          <th scope="col">{t({ id: 'backoffice.audit.column.action' })}</th>
          <th scope="col">{t({ id: 'backoffice.audit.column.entity' })}</th>
          <th scope="col">{t({ id: 'backoffice.audit.column.store' })}</th>
          <th scope="col">{t({ id: 'backoffice.audit.column.values' })}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="backoffice-nowrap">
              <time dateTime={entry.at}>
                {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
              </time>
            </td>
            <td>
              {entry.staff ? (
                <>
                  {entry.staff.name}
                  <br />
                  <span className="ui-text-muted">{entry.staff.email}</span>
                </>
              ) : (
                <span className="ui-text-muted">{t({ id: 'backoffice.audit.system' })}</span>
              )}
            </td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>
              <code>{entry.entityType}</code>
              <br />
              <span className="backoffice-id">{entry.entityId}</span>
            </td>
            <td>{entry.store ? entry.store.toUpperCase() : '–'}</td>
            <td>
              {entry.before === null && entry.after === null ? (
                <span className="ui-text-muted">{t({ id: 'backoffice.audit.none' })}</span>
              ) : (
                <details className="backoffice-values">
                  <summary>{t({ id: 'backoffice.audit.values' })}</summary>
                  <Values label={t({ id: 'backoffice.audit.before' })} value={entry.before} />
                  <Values label={t({ id: 'backoffice.audit.after' })} value={entry.after} />
                </details>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
