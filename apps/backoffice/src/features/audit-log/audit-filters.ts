import type { AuditQueryInput } from '@shop/api-client/staff';
import { storeKeys, type StoreKey } from '@shop/i18n';

/**
 * The audit log's filters as the page's address holds them, so a filtered page can be reloaded,
 * bookmarked and paged with plain links. Dates are calendar days of the member's clock; the
 * API is asked for the whole of them.
 */
export interface AuditFilters {
  staffId: string;
  action: string;
  entityType: string;
  entityId: string;
  store: StoreKey | '';
  /** `YYYY-MM-DD`, the first day shown; empty: no bound. */
  from: string;
  /** `YYYY-MM-DD`, the last day shown. */
  to: string;
}

export const noFilters: AuditFilters = {
  staffId: '',
  action: '',
  entityType: '',
  entityId: '',
  store: '',
  from: '',
  to: '',
};

const filterNames = Object.keys(noFilters) as Array<keyof AuditFilters>;
const day = /^\d{4}-\d{2}-\d{2}$/;

const isStore = (value: string): value is StoreKey =>
  (storeKeys as readonly string[]).includes(value);

/** The filters and the page the address names; what it cannot mean is left out. */
export function filtersOf(search: URLSearchParams): { filters: AuditFilters; page: number } {
  const text = (name: string) => search.get(name)?.trim() ?? '';
  const store = text('store');
  const page = Number(search.get('page'));
  return {
    filters: {
      staffId: text('staffId'),
      action: text('action'),
      entityType: text('entityType'),
      entityId: text('entityId'),
      store: isStore(store) ? store : '',
      from: day.test(text('from')) ? text('from') : '',
      to: day.test(text('to')) ? text('to') : '',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the filters at `page` (empty filters and the first page are left out). */
export function searchOf(filters: AuditFilters, page = 1): string {
  const search = new URLSearchParams();
  for (const name of filterNames) if (filters[name].trim()) search.set(name, filters[name].trim());
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Whether the range runs backwards (the start after the end). */
export function rangeReversed({ from, to }: Pick<AuditFilters, 'from' | 'to'>): boolean {
  return from !== '' && to !== '' && from > to;
}

/** The start of a calendar day, or its last millisecond, on the member's clock, as ISO. */
function dayBound(date: string, end: boolean): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const local = end
    ? new Date(year, month - 1, dayOfMonth, 23, 59, 59, 999)
    : new Date(year, month - 1, dayOfMonth);
  return local.toISOString();
}

/** GET /staff/audit's query: the filters given, the days as the whole of them. */
export function auditQueryOf(filters: AuditFilters, page: number): AuditQueryInput {
  const query: AuditQueryInput = {};
  if (filters.staffId) query.staffId = filters.staffId;
  if (filters.action) query.action = filters.action;
  if (filters.entityType) query.entityType = filters.entityType;
  if (filters.entityId) query.entityId = filters.entityId;
  if (filters.store) query.store = filters.store;
  if (filters.from) query.from = dayBound(filters.from, false);
  if (filters.to) query.to = dayBound(filters.to, true);
  if (page > 1) query.page = page;
  return query;
}
