import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import type { WhistleblowReportListSchema } from '@shop/api-client';
import { Badge, Card, CardBody, CardHeader } from '@shop/ui';
import { AnswerForm } from './AnswerForm';

type Report = v.InferOutput<typeof WhistleblowReportListSchema>[number];

const statusVariant = { received: 'warning', inProgress: 'gold', closed: 'neutral' } as const;

/** The cases, newest first: what was reported, by whom if they said, and the exchange since. */
export function ReportList({ reports }: { reports: readonly Report[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const day = (date: string) => intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ol className="backoffice-reports">
      {reports.map((report) => (
        <Card as="li" key={report.id}>
          <CardHeader
            headingLevel={2}
            title={t({ id: `backoffice.whistleblow.category.${report.category}` })}
            subtitle={t(
              { id: 'backoffice.whistleblow.receivedOn' },
              { date: day(report.receivedOn) },
            )}
            action={
              <Badge variant={statusVariant[report.status]}>
                {t({ id: `backoffice.whistleblow.status.${report.status}` })}
              </Badge>
            }
          />
          <CardBody className="ui-stack ui-stack--sm">
            <dl className="backoffice-facts">
              <dt>{t({ id: 'backoffice.whistleblow.reporter' })}</dt>
              <dd>{report.name ?? t({ id: 'backoffice.whistleblow.anonymous' })}</dd>
              {report.contact ? (
                <>
                  <dt>{t({ id: 'backoffice.whistleblow.contact' })}</dt>
                  <dd>{report.contact}</dd>
                </>
              ) : null}
            </dl>
            <p className="backoffice-multiline">{report.description}</p>
            {report.messages.length > 0 ? (
              <section className="ui-stack ui-stack--xs">
                <h3 className="backoffice-subheading">
                  {t({ id: 'backoffice.whistleblow.messages' })}
                </h3>
                <ol className="backoffice-messages">
                  {report.messages.map((message, index) => (
                    <li key={index}>
                      <span className="ui-text-muted">
                        {t(
                          { id: 'backoffice.whistleblow.writtenOn' },
                          {
                            author: t({ id: `backoffice.whistleblow.author.${message.author}` }),
                            date: day(message.writtenOn),
                          },
                        )}
                      </span>
                      <p className="backoffice-multiline">{message.text}</p>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            <AnswerForm reportId={report.id} status={report.status} />
          </CardBody>
        </Card>
      ))}
    </ol>
  );
}
