import type { StaffCoupon, StaffCouponBodyInput } from '@shop/api-client/staff';
import { stores as storeTable, type Currency, type StoreKey } from '@shop/i18n';

/** The coupon form's fields as typed (amounts in units of the currency, times in local time). */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent off, or the amount off in units (5.00). */
  value: string;
  /** Empty: the one currency of the chosen stores. */
  currency: '' | Currency;
  /** The minimum cart value in units; empty for none. */
  minimum: string;
  reach: 'all' | 'some';
  stores: StoreKey[];
  /** `datetime-local` values (2026-11-28T09:00), in the browser's time zone. */
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perCustomer: string;
  bullion: boolean;
}

/** A number as typed, with a comma or a point; NaN for anything else, which the schema refuses. */
const numberOf = (text: string): number =>
  /^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN;

const cents = (text: string) => {
  const units = numberOf(text);
  return Number.isNaN(units) ? units : Math.round(units * 100);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time; the text itself when it is none (the schema says so). */
const isoOf = (local: string): string => {
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
};

/** The currency all the stores share, if they share one. */
function sharedCurrency(stores: readonly StoreKey[] | null): Currency | null {
  const keys = stores ?? (Object.keys(storeTable) as StoreKey[]);
  const currencies = new Set(keys.map((key) => storeTable[key].currency));
  return currencies.size === 1 ? [...currencies][0]! : null;
}

/** The form's start: an existing coupon's terms, or a new one valid from now for 30 days. */
export function couponFormValues(
  coupon: StaffCoupon | undefined,
  now = new Date(),
): CouponFormValues {
  if (!coupon)
    return {
      code: '',
      kind: 'percent',
      value: '',
      currency: '',
      minimum: '',
      reach: 'some',
      stores: [],
      validFrom: localInput(now.toISOString()),
      validUntil: localInput(new Date(now.getTime() + 30 * 86_400_000).toISOString()),
      usageLimit: '100',
      perCustomer: '1',
      bullion: false,
    };
  const units = (centAmount: number) => (centAmount / 100).toFixed(2);
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : units(coupon.value),
    currency: coupon.currency ?? '',
    minimum: coupon.minCartValue ? units(coupon.minCartValue.centAmount) : '',
    reach: coupon.stores === null ? 'all' : 'some',
    stores: coupon.stores ?? [],
    validFrom: localInput(coupon.validFrom),
    validUntil: localInput(coupon.validUntil),
    usageLimit: String(coupon.usageLimit),
    perCustomer: String(coupon.usageLimitPerCustomer),
    bullion: coupon.includesInvestmentBullion,
  };
}

/** The request body the form's values make (checked by the contract's schema afterwards). */
export function couponBodyOf(values: CouponFormValues): StaffCouponBodyInput {
  const stores = values.reach === 'all' ? null : values.stores;
  const currency = values.currency || null;
  const minimum = values.minimum.trim();
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'percent' ? numberOf(values.value) : cents(values.value),
    currency,
    minCartValue: minimum
      ? { centAmount: cents(minimum), currency: currency ?? sharedCurrency(stores) ?? 'EUR' }
      : null,
    stores,
    validFrom: isoOf(values.validFrom),
    validUntil: values.validUntil.trim() ? isoOf(values.validUntil) : null,
    usageLimit: numberOf(values.usageLimit),
    usageLimitPerCustomer: numberOf(values.perCustomer),
    includesInvestmentBullion: values.bullion,
  };
}

/** The form field a body path's issue belongs to (the API's details, the schema's issues). */
export function couponFieldOf(path: string): keyof CouponFormValues | null {
  const [first] = path.replace(/^body\./, '').split('.');
  const fields: Record<string, keyof CouponFormValues> = {
    code: 'code',
    kind: 'kind',
    value: 'value',
    currency: 'currency',
    minCartValue: 'minimum',
    stores: 'stores',
    validFrom: 'validFrom',
    validUntil: 'validUntil',
    usageLimit: 'usageLimit',
    usageLimitPerCustomer: 'perCustomer',
    includesInvestmentBullion: 'bullion',
  };
  return (first && fields[first]) || null;
}
