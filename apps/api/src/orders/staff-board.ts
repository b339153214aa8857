import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  orderStates,
  type OrderState,
  type PostalAddress,
  type StaffOrderListQuery,
  type StaffOrderSummary,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { containing } from '../lib/text';
import type { OrderRow } from './order-view';
import { staffOrdersPageSize } from '@shop/api-client/contract';
import { orders } from './tables';

/*
 * The staff's orders board (issue 25, item 5): the filtered list, its counts per state and its
 * CSV export, limited to the stores where the member may read orders.
 */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

/** `from`: a day's start (UTC) or the time given. */
const fromOf = (value: string) => new Date(dayPattern.test(value) ? `${value}T00:00:00Z` : value);
/** `to`, exclusive: the next day's start (a day is included whole), or just after the time given. */
const toOf = (value: string) =>
  dayPattern.test(value)
    ? new Date(Date.parse(`${value}T00:00:00Z`) + dayMs)
    : new Date(Date.parse(value) + 1);

/**
 * The board's conditions: the member's stores (null: every store), then each filter given. The
 * order state's filter apart, as the counts per state ignore it.
 */
function conditionsOf(query: StaffOrderListQuery, stores: readonly StoreKey[] | null) {
  const common: SQL[] = [];
  if (stores !== null) common.push(inArray(orders.storeKey, [...stores]));
  if (query.store) common.push(eq(orders.storeKey, query.store));
  if (query.type) common.push(eq(orders.transactionType, query.type));
  if (query.paymentState) common.push(eq(orders.paymentState, query.paymentState));
  if (query.paymentMethod) common.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.shippingMethod)
    common.push(sql`${orders.shippingInfo}->>'methodKey' = ${query.shippingMethod}`);
  if (query.from) common.push(gte(orders.createdAt, fromOf(query.from)));
  if (query.to) common.push(lt(orders.createdAt, toOf(query.to)));
  if (query.q) {
    const pattern = containing(query.q);
    common.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.customerEmail, pattern),
        sql`(${orders.billingAddress}->>'firstName') || ' ' || (${orders.billingAddress}->>'lastName') || ' ' || coalesce(${orders.billingAddress}->>'company', '') ilike ${pattern}`,
      )!,
    );
  }
  const state = query.orderState ? [eq(orders.orderState, query.orderState)] : [];
  return { common, all: [...common, ...state] };
}

const nameOf = (address: PostalAddress) =>
  [`${address.firstName} ${address.lastName}`.trim(), address.company].filter(Boolean).join(', ');

export const summaryOf = (row: OrderRow): StaffOrderSummary => ({
  id: row.id,
  orderNumber: row.orderNumber,
  store: row.storeKey,
  transactionType: row.transactionType,
  orderState: row.orderState,
  paymentState: row.paymentState,
  paymentMethod: row.paymentMethod,
  shippingMethod: row.shippingInfo?.methodKey ?? null,
  customerEmail: row.customerEmail,
  customerName: nameOf(row.billingAddress),
  total: { centAmount: row.totalGrossCentAmount, currency: row.currency },
  paymentAmountMismatch: row.paymentAmountMismatch,
  createdAt: row.createdAt.toISOString(),
});

const newestFirst = [desc(orders.createdAt), desc(orders.orderNumber)];

/** One page of the board, the number of orders the filters match and the counts per state. */
export async function listStaffOrders(
  db: Database,
  query: StaffOrderListQuery,
  stores: readonly StoreKey[] | null,
) {
  const { common, all } = conditionsOf(query, stores);
  const [rows, [matching], perState] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(...all))
      .orderBy(...newestFirst)
      .limit(staffOrdersPageSize)
      .offset((query.page - 1) * staffOrdersPageSize),
    db
      .select({ total: count() })
      .from(orders)
      .where(and(...all)),
    db
      .select({ state: orders.orderState, n: count() })
      .from(orders)
      .where(and(...common))
      .groupBy(orders.orderState),
  ]);
  const counts = Object.fromEntries(orderStates.map((state) => [state, 0])) as Record<
    OrderState,
    number
  >;
  for (const { state, n } of perState) counts[state] = n;
  return { orders: rows.map(summaryOf), total: matching?.total ?? 0, counts };
}

/** Every order the filters match, newest first (the CSV export: no page). */
export async function allStaffOrders(
  db: Database,
  query: StaffOrderListQuery,
  stores: readonly StoreKey[] | null,
): Promise<StaffOrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditionsOf(query, stores).all))
    .orderBy(...newestFirst);
  return rows.map(summaryOf);
}

/** The customer's other orders: the same owner, or a guest's same e-mail, newest first. */
export async function otherOrdersOf(
  db: Database,
  row: OrderRow,
  stores: readonly StoreKey[] | null,
): Promise<StaffOrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        ne(orders.id, row.id),
        or(eq(orders.ownerId, row.ownerId), eq(orders.customerEmail, row.customerEmail)),
        stores === null ? undefined : inArray(orders.storeKey, [...stores]),
      ),
    )
    .orderBy(...newestFirst)
    .limit(staffOrdersPageSize);
  return rows.map(summaryOf);
}

const csvColumns: [string, (order: StaffOrderSummary) => string][] = [
  ['orderNumber', (o) => o.orderNumber],
  ['createdAt', (o) => o.createdAt],
  ['store', (o) => o.store],
  ['type', (o) => o.transactionType],
  ['orderState', (o) => o.orderState],
  ['paymentState', (o) => o.paymentState],
  ['paymentMethod', (o) => o.paymentMethod ?? ''],
  ['shippingMethod', (o) => o.shippingMethod ?? ''],
  ['customerName', (o) => o.customerName],
  ['customerEmail', (o) => o.customerEmail],
  // Minor units as a decimal number in the currency's major unit (every shop currency has 2 places).
  ['total', (o) => (o.total.centAmount / 100).toFixed(2)],
  ['currency', (o) => o.total.currency],
  ['paymentAmountMismatch', (o) => String(o.paymentAmountMismatch)],
];

/**
 * A CSV field (RFC 4180): quoted when it holds a separator, quote or line break; a leading =, +,
 * - or @ is prefixed with ' so a spreadsheet does not run it as a formula.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The orders as CSV with a header row, lines ended by CRLF. */
export const ordersCsv = (rows: readonly StaffOrderSummary[]): string =>
  [
    csvColumns.map(([name]) => name).join(','),
    ...rows.map((row) => csvColumns.map(([, value]) => csvField(value(row))).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
