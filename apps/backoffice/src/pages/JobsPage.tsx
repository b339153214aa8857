import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  jobNames,
  jobRunOutcomes,
  staffJobRunsPageSize,
  type JobName,
  type JobRunOutcome,
  type StaffJobRun,
  type StaffJobRunsQuery,
} from '@shop/api-client/staff';
import { useStaffJobRuns } from '@shop/api-client/staff/react';
import type { MessageId } from '@shop/i18n';
import { FormAlert, failureOf } from '@shop/forms';
import { Badge, Button, EmptyState, FormField, Select, Skeleton, Table } from '@shop/ui';
import { usePageTitle } from '../shared/page/use-page-title';

const outcomeBadge = {
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  interrupted: 'warning',
} as const;

const jobLabel = (t: IntlShape['formatMessage'], job: JobName) =>
  t({ id: `backoffice.jobs.job.${job}` as MessageId });

/** What a run did, in words: "2 reminded, 1 cancelled". */
const resultOf = (t: IntlShape['formatMessage'], run: StaffJobRun) =>
  run.error ??
  Object.entries(run.counts)
    .map(([kind, count]) => t({ id: `backoffice.jobs.count.${kind}` as MessageId }, { count }))
    .join(', ');

/**
 * The background jobs for staff (permission `settings` for every store, issue 28 item 3): when
 * each job is due, and its recent runs on the API instances, filtered by job and outcome.
 */
export function JobsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle('backoffice.jobs.title');
  const [query, setQuery] = useState<Partial<StaffJobRunsQuery> & { page: number }>({ page: 1 });
  const jobs = useStaffJobRuns(query);
  const pages = Math.max(1, Math.ceil((jobs.data?.total ?? 0) / staffJobRunsPageSize));
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'medium' });
  const filter = (change: Partial<StaffJobRunsQuery>) => {
    const next = { ...query, ...change, page: 1 };
    for (const key of ['job', 'outcome'] as const) if (!next[key]) delete next[key];
    setQuery(next);
  };
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.jobs.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.jobs.intro' })}</p>
      </header>
      {jobs.isError ? (
        <FormAlert failure={failureOf(jobs.error)} />
      ) : jobs.data === undefined ? (
        <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />
      ) : (
        <>
          <Table caption={t({ id: 'backoffice.jobs.schedules' })} density="compact">
            <thead>
              <tr>
                <th scope="col">{t({ id: 'backoffice.jobs.column.job' })}</th>
                <th scope="col">{t({ id: 'backoffice.jobs.column.schedule' })}</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.jobs.map((schedule) => (
                <tr key={schedule.job}>
                  <td>{jobLabel(t, schedule.job)}</td>
                  <td>
                    {!schedule.enabled
                      ? t({ id: 'backoffice.jobs.never' })
                      : schedule.everySeconds === null
                        ? t({ id: 'backoffice.jobs.afterRecalculation' })
                        : t(
                            { id: 'backoffice.jobs.everySeconds' },
                            { seconds: schedule.everySeconds },
                          )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <section className="ui-stack" aria-labelledby="backoffice-job-runs">
            <h2 id="backoffice-job-runs" className="backoffice-subheading">
              {t({ id: 'backoffice.jobs.runs' })}
            </h2>
            <div className="backoffice-filters">
              <FormField label={t({ id: 'backoffice.jobs.filter.job' })}>
                <Select
                  value={query.job ?? ''}
                  onChange={(event) => filter({ job: event.target.value as JobName })}
                  options={[
                    { value: '', label: t({ id: 'backoffice.jobs.filter.all' }) },
                    ...jobNames.map((job) => ({ value: job, label: jobLabel(t, job) })),
                  ]}
                />
              </FormField>
              <FormField label={t({ id: 'backoffice.jobs.filter.outcome' })}>
                <Select
                  value={query.outcome ?? ''}
                  onChange={(event) => filter({ outcome: event.target.value as JobRunOutcome })}
                  options={[
                    { value: '', label: t({ id: 'backoffice.jobs.filter.all' }) },
                    ...jobRunOutcomes.map((outcome) => ({
                      value: outcome,
                      label: t({ id: `backoffice.jobs.outcome.${outcome}` as MessageId }),
                    })),
                  ]}
                />
              </FormField>
            </div>
            <p className="backoffice-total" role="status">
              {t({ id: 'backoffice.jobs.total' }, { total: jobs.data.total })}
            </p>
            {jobs.data.runs.length === 0 ? (
              <EmptyState headingLevel={3} title={t({ id: 'backoffice.jobs.empty' })} />
            ) : (
              <Table
                caption={t({ id: 'backoffice.jobs.runs' })}
                captionHidden
                density="compact"
                striped
              >
                <thead>
                  <tr>
                    <th scope="col">{t({ id: 'backoffice.jobs.column.started' })}</th>
                    <th scope="col">{t({ id: 'backoffice.jobs.column.job' })}</th>
                    <th scope="col">{t({ id: 'backoffice.jobs.column.dueAt' })}</th>
                    <th scope="col">{t({ id: 'backoffice.jobs.column.instance' })}</th>
                    <th scope="col">{t({ id: 'backoffice.jobs.column.attempt' })}</th>
                    <th scope="col">{t({ id: 'backoffice.jobs.column.outcome' })}</th>
                    <th scope="col">{t({ id: 'backoffice.jobs.column.result' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.data.runs.map((run) => (
                    <tr key={run.id}>
                      <td className="backoffice-nowrap">
                        <time dateTime={run.startedAt}>{when(run.startedAt)}</time>
                      </td>
                      <td>{jobLabel(t, run.job)}</td>
                      <td className="backoffice-nowrap">
                        <time dateTime={run.dueAt}>{when(run.dueAt)}</time>
                      </td>
                      <td>{run.instance}</td>
                      <td>{run.attempt}</td>
                      <td>
                        <Badge variant={outcomeBadge[run.outcome]}>
                          {t({ id: `backoffice.jobs.outcome.${run.outcome}` as MessageId })}
                        </Badge>
                      </td>
                      <td>{resultOf(t, run)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            {pages > 1 ? (
              <nav
                className="backoffice-filters__actions"
                aria-label={t({ id: 'backoffice.jobs.runs' })}
              >
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={query.page <= 1}
                  onClick={() => setQuery({ ...query, page: query.page - 1 })}
                >
                  {t({ id: 'backoffice.jobs.previous' })}
                </Button>
                <span>{t({ id: 'backoffice.jobs.page' }, { page: query.page, pages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={query.page >= pages}
                  onClick={() => setQuery({ ...query, page: query.page + 1 })}
                >
                  {t({ id: 'backoffice.jobs.next' })}
                </Button>
              </nav>
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}
