import * as v from 'valibot';
import {
  expiresInFuture,
  limitOrderMessages,
  LimitOrderUpdateSchema,
  type LimitOrder,
  type LimitOrderUpdate,
} from '@shop/api-client';
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

/** The PUT body of the fields; the currency stays the limit order's. */
export function updateOf(fields: EditFields, order: LimitOrder): unknown {
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

/** The contract plus spec 5's rule the browser can check too: the expiry lies ahead. */
const EditSchema = v.pipe(
  LimitOrderUpdateSchema,
  v.forward(
    v.check((update) => expiresInFuture(update.expiresAt, new Date()), limitOrderMessages.expiry),
    ['expiresAt'],
  ),
);

/** Which field a body path (or an API detail's `body.` path) speaks about. */
export function editFieldOf(path: string): keyof EditFields | null {
  const name = path.replace(/^body\./, '').split('.')[0];
  if (name === 'targetUnitPrice') return 'targetPrice';
  return name === 'quantity' || name === 'expiresAt' ? name : null;
}

export function checkUpdate(
  body: unknown,
): { update: LimitOrderUpdate } | { errors: Partial<Record<keyof EditFields, string>> } {
  const result = v.safeParse(EditSchema, body);
  if (result.success) return { update: result.output };
  const errors: Partial<Record<keyof EditFields, string>> = {};
  for (const issue of result.issues) {
    const field = editFieldOf(v.getDotPath(issue) ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
