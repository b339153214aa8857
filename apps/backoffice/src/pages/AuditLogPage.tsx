import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@shop/router';
import { auditPageSize, type AuditList, type StaffMe } from '@shop/api-client/staff';
import { staffKeys, useStaffAudit, useStaffMembers } from '@shop/api-client/staff/react';
import { EmptyState, Skeleton } from '@shop/ui';
import { auditQueryOf, filtersOf, searchOf } from '../features/audit-log/audit-filters';
import {
  AuditFiltersForm,
  type KnownMember,
} from '../features/audit-log/components/AuditFiltersForm';
import { AuditTable } from '../features/audit-log/components/AuditTable';
import { usePageTitle } from '../shared/page/use-page-title';
import { LoadFailed } from '../shared/page/LoadFailed';
import { PageLinks } from '../shared/page/PageLinks';

/**
 * The members to filter by: the team list (GET /staff/members) where the member may read it,
 * else those the log has named on the pages read so far (every audit page in the cache).
 */
function useMemberChoices(): KnownMember[] {
  const queryClient = useQueryClient();
  const team = useStaffMembers();
  if (team.data) return team.data.members.map(({ id, name }) => ({ id, name }));
  const byId = new Map<string, KnownMember>();
  for (const [, list] of queryClient.getQueriesData<AuditList>({
    queryKey: staffKeys.audit({}).slice(0, 2),
  }))
    for (const entry of list?.entries ?? [])
      if (entry.staff) byId.set(entry.staff.id, { id: entry.staff.id, name: entry.staff.name });
  return [...byId.values()];
}

/** The audit log (permission `staff`): filtered by the address, 50 entries a page. */
export function AuditLogPage({ me }: { me: StaffMe }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle('backoffice.audit.title');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { filters, page } = filtersOf(search);
  const audit = useStaffAudit(auditQueryOf(filters, page));
  const members = useMemberChoices();
  const pageCount = Math.max(1, Math.ceil((audit.data?.total ?? 0) / auditPageSize));
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.audit.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.audit.intro' })}</p>
      </header>
      <AuditFiltersForm
        // A new address (a link, the back button) starts the form from what it says.
        key={search.toString()}
        filters={filters}
        me={me}
        members={members}
        onApply={(next) => navigate(`/audit${searchOf(next)}`)}
      />
      {audit.isError ? (
        <LoadFailed onRetry={() => void audit.refetch()}>
          {t({ id: 'backoffice.audit.error' })}
        </LoadFailed>
      ) : audit.data === undefined ? (
        <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />
      ) : audit.data.entries.length === 0 ? (
        <EmptyState headingLevel={2} title={t({ id: 'backoffice.audit.empty' })} />
      ) : (
        <div className="ui-stack" aria-busy={audit.isFetching}>
          <p className="backoffice-total" aria-live="polite">
            {t({ id: 'backoffice.audit.total' }, { total: audit.data.total })}
          </p>
          <AuditTable entries={audit.data.entries} />
          <PageLinks
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => `/audit${searchOf(filters, target)}`}
          />
        </div>
      )}
    </div>
  );
}
