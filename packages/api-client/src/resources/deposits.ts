import type { Request } from '../client';
import {
  DepositHistorySchema,
  DepositListSchema,
  DepositSchema,
  type DepositHistoryQuery,
} from '../schemas/deposit';
import type { CallOptions } from './products';

/** The signed-in customer's precious-metal deposit (spec 7 GET /deposits) in the client's store. */
export function createDepositsResource(request: Request) {
  return {
    /** GET /deposits: the caller's deposit in this store, valued now; empty before one is opened. */
    list: (options: CallOptions = {}) =>
      request('/deposits', { schema: DepositListSchema, ...options }),
    /** GET /deposits/history: the deposit's value over the timespan; empty before it is opened. */
    history: (query: DepositHistoryQuery = {}, options: CallOptions = {}) =>
      request('/deposits/history', {
        schema: DepositHistorySchema,
        query: { timespan: query.timespan },
        ...options,
      }),
    /**
     * POST /deposits: opens the caller's deposit in this store (201), or answers the one already
     * open (200): opening twice never makes a second deposit.
     */
    open: (options: CallOptions = {}) =>
      request('/deposits', { method: 'POST', schema: DepositSchema, ...options }),
  };
}
