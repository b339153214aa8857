import { useIntl } from 'react-intl';
import type { StaffDeliveryEntry } from '@shop/api-client/staff';
import { Button, Table } from '@shop/ui';

/**
 * A page of undelivered mail: when it was queued, to whom, what, its state (when a waiting one is
 * tried next), attempts and last error, and "send again" for one that is not with a worker now.
 */
export function DeliveriesTable({
  messages,
  retrying,
  onRetry,
}: {
  messages: readonly StaffDeliveryEntry[];
  /** The message being queued again, whose button waits. */
  retrying: string | null;
  onRetry: (id: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Table
      caption={t({ id: 'backoffice.deliveries.caption' })}
      captionHidden
      density="compact"
      striped
    >
      <thead>
        <tr>
          <th scope="col">{t({ id: 'backoffice.deliveries.column.created' })}</th>
          <th scope="col">{t({ id: 'backoffice.deliveries.column.to' })}</th>
          <th scope="col">{t({ id: 'backoffice.deliveries.column.subject' })}</th>
          <th scope="col">{t({ id: 'backoffice.deliveries.column.state' })}</th>
          <th scope="col">{t({ id: 'backoffice.deliveries.column.attempts' })}</th>
          <th scope="col">{t({ id: 'backoffice.deliveries.column.lastError' })}</th>
          <th scope="col">
            <span className="ui-sr-only">{t({ id: 'backoffice.deliveries.retry' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td className="backoffice-nowrap">
              <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            </td>
            <td>{message.to}</td>
            <td>
              {message.channel === 'sms' ? t({ id: 'backoffice.outbox.sms' }) : message.subject}
            </td>
            <td>
              {message.state === 'pending' && message.nextAttemptAt
                ? t(
                    { id: 'backoffice.deliveries.state.pending' },
                    { at: when(message.nextAttemptAt) },
                  )
                : t({ id: `backoffice.deliveries.state.${message.state}` })}
            </td>
            <td>{message.attempts}</td>
            <td>{message.lastError ?? '–'}</td>
            <td>
              {message.state === 'sending' ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={retrying === message.id}
                  aria-label={t(
                    { id: 'backoffice.deliveries.retryLabel' },
                    { subject: message.subject, to: message.to },
                  )}
                  onClick={() => onRetry(message.id)}
                >
                  {t({ id: 'backoffice.deliveries.retry' })}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
