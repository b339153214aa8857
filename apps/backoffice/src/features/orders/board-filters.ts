import {
  orderStates,
  paymentMethods,
  paymentStates,
  shippingMethodKeys,
  type OrderState,
  type PaymentMethod,
  type PaymentState,
  type PriceType,
  type ShippingMethodKey,
} from '@shop/api-client';
import { type StaffOrderListQueryInput } from '@shop/api-client/staff';
import { priceTypes, storeKeys, type StoreKey } from '@shop/i18n';

/**
 * The board's filters as the page's address holds them, so a filtered board can be shared,
 * reloaded and paged with plain links. Days are calendar days (`YYYY-MM-DD`), which the API
 * reads as whole days.
 */
export interface BoardFilters {
  store: StoreKey | '';
  type: PriceType | '';
  orderState: OrderState | '';
  paymentState: PaymentState | '';
  paymentMethod: PaymentMethod | '';
  shippingMethod: ShippingMethodKey | '';
  from: string;
  to: string;
  /** Order number, name or e-mail, in part. */
  q: string;
}

export const noFilters: BoardFilters = {
  store: '',
  type: '',
  orderState: '',
  paymentState: '',
  paymentMethod: '',
  shippingMethod: '',
  from: '',
  to: '',
  q: '',
};

const filterNames = Object.keys(noFilters) as Array<keyof BoardFilters>;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** One of `values`, or '' for anything else the address says. */
const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/** The filters and the page the address names; what it cannot mean is left out. */
export function filtersOf(search: URLSearchParams): { filters: BoardFilters; page: number } {
  const text = (name: keyof BoardFilters) => search.get(name)?.trim() ?? '';
  const page = Number(search.get('page'));
  return {
    filters: {
      store: oneOf(storeKeys, text('store')),
      type: oneOf(priceTypes, text('type')),
      orderState: oneOf(orderStates, text('orderState')),
      paymentState: oneOf(paymentStates, text('paymentState')),
      paymentMethod: oneOf(paymentMethods, text('paymentMethod')),
      shippingMethod: oneOf(shippingMethodKeys, text('shippingMethod')),
      from: day.test(text('from')) ? text('from') : '',
      to: day.test(text('to')) ? text('to') : '',
      q: text('q').slice(0, 100),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the filters at `page` (empty filters and the first page are left out). */
export function searchOf(filters: BoardFilters, page = 1): string {
  const search = new URLSearchParams();
  for (const name of filterNames) if (filters[name].trim()) search.set(name, filters[name].trim());
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Whether the range runs backwards (the start after the end). */
export const rangeReversed = ({ from, to }: Pick<BoardFilters, 'from' | 'to'>): boolean =>
  from !== '' && to !== '' && from > to;

/** GET /staff/orders' query: the filters given, at `page`. */
export function boardQueryOf(filters: BoardFilters, page = 1): StaffOrderListQueryInput {
  const query: StaffOrderListQueryInput = {};
  for (const name of filterNames) {
    const value = filters[name].trim();
    if (value) Object.assign(query, { [name]: value });
  }
  if (page > 1) query.page = page;
  return query;
}
