import { useIntl } from 'react-intl';
import { useStaffApi, useStaffOutboxMessage } from '@shop/api-client/staff/react';
import { FormAlert, failureOf } from '@shop/forms';
import { Skeleton } from '@shop/ui';

/**
 * One message of the outbox: subject, recipient, time, the HTML as the recipient sees it in a
 * sandboxed frame (no scripts, no access to the back-office: an empty `sandbox`), the text and the
 * attachments it carried (names, types and sizes; the files are not kept). The frame loads the
 * mail from its own address rather than `srcdoc`, which would take the back-office page's policy
 * and lose the mail's inline styles.
 */
export function OutboxMessageView({ id }: { id: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const api = useStaffApi();
  const message = useStaffOutboxMessage(id);
  if (message.isError) return <FormAlert failure={failureOf(message.error)} />;
  if (!message.data)
    return <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />;
  const mail = message.data;
  return (
    <article className="ui-stack" aria-labelledby="outbox-subject" tabIndex={-1}>
      <header className="ui-stack ui-stack--xs">
        <h2 id="outbox-subject" className="backoffice-subheading">
          {mail.subject || t({ id: 'backoffice.outbox.sms' })}
        </h2>
        <p className="ui-text-muted">
          {mail.to} ·{' '}
          <time dateTime={mail.createdAt}>
            {intl.formatDate(mail.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
          </time>
        </p>
      </header>
      {mail.channel === 'email' && mail.html ? (
        <iframe
          className="backoffice-outbox__frame"
          title={t({ id: 'backoffice.outbox.frameTitle' })}
          sandbox=""
          referrerPolicy="no-referrer"
          src={api.staffSettings.outboxMessageHtmlUrl(mail.id)}
        />
      ) : null}
      <details open={mail.channel === 'sms' || !mail.html}>
        <summary>{t({ id: 'backoffice.outbox.text' })}</summary>
        <p className="backoffice-outbox__text">{mail.text}</p>
      </details>
      <section className="ui-stack ui-stack--xs" aria-labelledby="outbox-attachments">
        <h3 id="outbox-attachments" className="backoffice-subheading">
          {t({ id: 'backoffice.outbox.attachments' })}
        </h3>
        {mail.attachments.length === 0 ? (
          <p className="ui-text-muted">{t({ id: 'backoffice.outbox.noAttachments' })}</p>
        ) : (
          <ul>
            {mail.attachments.map((file) => (
              <li key={file.filename}>
                {file.filename} ({file.contentType},{' '}
                {intl.formatNumber(file.size / 1024, {
                  style: 'unit',
                  unit: 'kilobyte',
                  maximumFractionDigits: 1,
                })}
                )
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
