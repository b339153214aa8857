import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { auditPageSize, type AuditList, type StaffMe } from '@shop/api-client/staff';
import { staffKeys, useStaffAudit, useStaffMembers } from '@shop/api-client/staff/react';
import { Button, EmptyState, Pagination, Skeleton, Toast } from '@shop/ui';
import { auditQueryOf, filtersOf, searchOf } from '../features/audit-log/audit-filters';
import {
  AuditFiltersForm,
  type KnownMember,
} from '../features/audit-log/components/AuditFiltersForm';
import { AuditTable } from '../features/audit-log/components/AuditTable';
import { usePageTitle } from '../shared/page/use-page-title';

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
        <Toast
          type="error"
          inline
          action={
            <Button variant="secondary" size="sm" onClick={() => void audit.refetch()}>
              {t({ id: 'backoffice.retry' })}
            </Button>
          }
        >
          {t({ id: 'backoffice.audit.error' })}
        </Toast>
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
          {pageCount > 1 ? (
            <Pagination
              as={Link}
              page={page}
              pageCount={pageCount}
              hrefFor={(target) => `/audit${searchOf(filters, target)}`}
              labels={{
                nav: t({ id: 'pagination.label' }),
                previous: t({ id: 'pagination.previous' }),
                next: t({ id: 'pagination.next' }),
                page: (target) => t({ id: 'pagination.page' }, { page: target }),
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
