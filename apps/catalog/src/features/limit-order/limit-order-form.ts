import type { Resolver } from 'react-hook-form';
import {
  LimitOrderDraftSchema,
  limitOrderRuleIssues,
  type LimitOrderDraft,
  type PayoutBankDetails,
  type PriceType,
} from '@shop/api-client';
import { contractResolver, type BodyIssue } from '@shop/forms';
import { dateTimeInputValue, parseAmount, type Currency } from '@shop/i18n';

/** The form's fields as typed; amounts and dates as text until they are turned into the body. */
export interface LimitOrderFields {
  type: PriceType;
  quantity: string;
  /** In major units as the customer writes them: 1234.56, 1.234,56 or 1234,5. */
  targetPrice: string;
  /** A datetime-local value (local time, 2026-12-31T18:00). */
  expiresAt: string;
  iban: string;
  bic: string;
  accountNumber: string;
  routingNumber: string;
  accountOwner: string;
}

/** The body the form sends: its values in the contract's shape (checked by `limitOrderResolver`). */
export interface LimitOrderBody {
  sku: string;
  type: PriceType;
  quantity: number;
  targetUnitPrice: { centAmount: number; currency: Currency };
  expiresAt: string;
  payoutBankDetails?: unknown;
}

export function draftOf(
  fields: LimitOrderFields,
  sku: string,
  currency: Currency,
  payoutKind: PayoutBankDetails['kind'],
): LimitOrderBody {
  const expires = fields.expiresAt ? new Date(fields.expiresAt) : null;
  const payout =
    fields.type !== 'sell'
      ? undefined
      : payoutKind === 'iban'
        ? { kind: 'iban', iban: fields.iban, bic: fields.bic, accountOwner: fields.accountOwner }
        : {
            kind: 'us',
            accountNumber: fields.accountNumber,
            routingNumber: fields.routingNumber,
            accountOwner: fields.accountOwner,
          };
  return {
    sku,
    type: fields.type,
    quantity: fields.quantity.trim() === '' ? Number.NaN : Number(fields.quantity),
    targetUnitPrice: { centAmount: parseAmount(fields.targetPrice), currency },
    expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : '',
    ...(payout ? { payoutBankDetails: payout } : {}),
  };
}

/** Which form field a body path's issue belongs to. */
export function fieldOfPath(path: string): keyof LimitOrderFields | null {
  if (path.startsWith('targetUnitPrice')) return 'targetPrice';
  const [head, tail] = path.replace(/^body\./, '').split('.');
  const name = head === 'payoutBankDetails' ? tail : head;
  const known: readonly string[] = [
    'type',
    'quantity',
    'expiresAt',
    'iban',
    'bic',
    'accountNumber',
    'routingNumber',
    'accountOwner',
  ];
  return name && known.includes(name) ? (name as keyof LimitOrderFields) : null;
}

/**
 * The form's resolver: the body checked with the contract and the API's own rules beyond it
 * (spec 5: the expiry ahead; spec 4, 9: a target the price shown, `currentCentAmount`, has not
 * reached yet), the first issue of each form field on it, or the draft. `more` adds the form's
 * own asks (a default address) as issues on its fields.
 */
export function limitOrderResolver<T extends LimitOrderFields>(
  bodyOf: (values: T) => LimitOrderBody,
  { currentCentAmount, now = new Date() }: { currentCentAmount: number | null; now?: Date },
  more: (values: T) => readonly BodyIssue[] = () => [],
): Resolver<T, unknown, LimitOrderDraft> {
  return contractResolver(LimitOrderDraftSchema, {
    prepare: bodyOf,
    rules: (body: LimitOrderBody, values) => [
      ...limitOrderRuleIssues(
        {
          type: body.type,
          targetCentAmount: body.targetUnitPrice.centAmount,
          expiresAt: body.expiresAt,
        },
        { now, currentCentAmount },
      ),
      ...more(values),
    ],
    fieldOf: (path) => fieldOfPath(path) ?? (path === 'defaultAddressId' ? path : null),
  });
}

/** What a link may fill in: ?type=sell&quantity=2&targetPrice=1850.00&expiresAt=... */
export function prefillOf(search: URLSearchParams): Partial<LimitOrderFields> {
  const prefill: Partial<LimitOrderFields> = {};
  const type = search.get('type');
  if (type === 'buy' || type === 'sell') prefill.type = type;
  const quantity = search.get('quantity');
  if (quantity && /^\d{1,6}$/.test(quantity)) prefill.quantity = quantity;
  const target = search.get('targetPrice');
  if (target && !Number.isNaN(parseAmount(target))) prefill.targetPrice = target;
  const expires = search.get('expiresAt');
  if (expires && !Number.isNaN(Date.parse(expires)))
    prefill.expiresAt = dateTimeInputValue(new Date(expires));
  return prefill;
}
