import { useIntl } from 'react-intl';
import type { StaffOutboxEntry } from '@shop/api-client/staff';
import { Button, Table } from '@shop/ui';

/** A page of the outbox: when, to whom, the subject, the attachments, and a button to open it. */
export function OutboxTable({
  messages,
  openId,
  onOpen,
}: {
  messages: readonly StaffOutboxEntry[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Table caption={t({ id: 'backoffice.outbox.caption' })} captionHidden density="compact" striped>
      <thead>
        <tr>
          <th scope="col">{t({ id: 'backoffice.outbox.column.sent' })}</th>
          <th scope="col">{t({ id: 'backoffice.outbox.column.to' })}</th>
          <th scope="col">{t({ id: 'backoffice.outbox.column.subject' })}</th>
          <th scope="col">{t({ id: 'backoffice.outbox.column.attachments' })}</th>
          <th scope="col">
            <span className="ui-sr-only">{t({ id: 'backoffice.outbox.open' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id} aria-current={message.id === openId ? 'true' : undefined}>
            <td className="backoffice-nowrap">
              <time dateTime={message.createdAt}>
                {intl.formatDate(message.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
              </time>
            </td>
            <td>{message.to}</td>
            <td>
              {message.channel === 'sms' ? t({ id: 'backoffice.outbox.sms' }) : message.subject}
            </td>
            <td>{message.attachmentCount}</td>
            <td>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t(
                  { id: 'backoffice.outbox.openLabel' },
                  { subject: message.subject, to: message.to },
                )}
                onClick={() => onOpen(message.id)}
              >
                {t({ id: 'backoffice.outbox.open' })}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
