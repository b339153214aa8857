import type { Resolver } from 'react-hook-form';
import {
  limitOrderRuleIssues,
  LimitOrderUpdateSchema,
  type LimitOrder,
  type LimitOrderUpdate,
} from '@shop/api-client';
import { contractResolver } from '@shop/forms';
import { amountInputValue, dateTimeInputValue, parseAmount } from '@shop/i18n';

/** The edit form's fields as typed. */
export interface EditFields {
  quantity: string;
  targetPrice: string;
  /** datetime-local, the browser's time zone. */
  expiresAt: string;
}

export const editFieldsOf = (order: LimitOrder): EditFields => ({
  quantity: String(order.quantity),
  targetPrice: amountInputValue(order.targetUnitPrice.centAmount),
  expiresAt: dateTimeInputValue(new Date(order.expiresAt)),
});

/** The PUT body of the fields (checked by `updateResolver`); the currency stays the limit order's. */
export interface UpdateBody {
  quantity: number;
  targetUnitPrice: { centAmount: number; currency: string };
  expiresAt: string;
}

export function updateOf(
  fields: EditFields,
  order: Pick<LimitOrder, 'targetUnitPrice'>,
): UpdateBody {
  const expires = fields.expiresAt ? new Date(fields.expiresAt) : null;
  return {
    quantity: fields.quantity.trim() === '' ? Number.NaN : Number(fields.quantity),
    targetUnitPrice: {
      centAmount: parseAmount(fields.targetPrice),
      currency: order.targetUnitPrice.currency,
    },
    expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : '',
  };
}

/** Which field a body path (or an API detail's `body.` path) speaks about. */
export function editFieldOf(path: string): keyof EditFields | null {
  const name = path.replace(/^body\./, '').split('.')[0];
  if (name === 'targetUnitPrice') return 'targetPrice';
  return name === 'quantity' || name === 'expiresAt' ? name : null;
}

/**
 * The edit form's resolver: the contract and the API's own rules beyond it, as the API checks
 * them on PUT — the expiry ahead and a target the order's current unit price has not reached yet
 * (type and price are the order's). The first issue of each field on it, or the update.
 */
export function updateResolver(
  order: Pick<LimitOrder, 'type' | 'currentUnitPrice' | 'targetUnitPrice'>,
  now?: Date,
): Resolver<EditFields, unknown, LimitOrderUpdate> {
  return contractResolver(LimitOrderUpdateSchema, {
    prepare: (fields: EditFields) => updateOf(fields, order),
    rules: (body: UpdateBody) =>
      limitOrderRuleIssues(
        {
          type: order.type,
          targetCentAmount: body.targetUnitPrice.centAmount,
          expiresAt: body.expiresAt,
        },
        { now: now ?? new Date(), currentCentAmount: order.currentUnitPrice?.centAmount },
      ),
    fieldOf: editFieldOf,
  });
}
