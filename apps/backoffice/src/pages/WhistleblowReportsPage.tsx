import { useIntl } from 'react-intl';
import { useWhistleblowReports } from '@shop/api-client/staff/react';
import { EmptyState, Skeleton } from '@shop/ui';
import { ReportList } from '../features/whistleblow/components/ReportList';
import { usePageTitle } from '../shared/page/use-page-title';
import { LoadFailed } from '../shared/page/LoadFailed';

/** The whistleblower cases (permission `compliance`); the API audits each reading. */
export function WhistleblowReportsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle('backoffice.whistleblow.title');
  const reports = useWhistleblowReports();
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.whistleblow.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.whistleblow.intro' })}</p>
      </header>
      {reports.isError ? (
        <LoadFailed onRetry={() => void reports.refetch()}>
          {t({ id: 'backoffice.whistleblow.error' })}
        </LoadFailed>
      ) : reports.data === undefined ? (
        <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />
      ) : reports.data.length === 0 ? (
        <EmptyState headingLevel={2} title={t({ id: 'backoffice.whistleblow.empty' })} />
      ) : (
        <ReportList reports={reports.data} />
      )}
    </div>
  );
}
