import {
  DepositHistoryQuerySchema,
  DepositHistorySchema,
  DepositListSchema,
  DepositSchema,
} from '../../schemas/deposit';
import { endpoint } from '../endpoint';

const tag = 'Deposits';
const access = 'customer';

/** The precious-metal deposit (spec 7 GET /deposits): the signed-in customer's, one per store. */
export const depositEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/deposits',
    summary: "List the customer's deposit in the store, valued now (empty before one is opened)",
    tag,
    access,
    answer: { status: 200, schema: DepositListSchema },
  }),
  history: endpoint({
    method: 'GET',
    path: '/deposits/history',
    summary: "Read the deposit's value over a timespan, oldest first (no points before it opened)",
    description:
      'Each point values what the deposit held then at the buy-back prices then; the last point is ' +
      'the current valuation.',
    tag,
    access,
    query: DepositHistoryQuerySchema,
    answer: { status: 200, schema: DepositHistorySchema },
  }),
  open: endpoint({
    method: 'POST',
    path: '/deposits',
    summary: "Open the customer's deposit in the store",
    description:
      'Opening twice never makes a second deposit: the one already open is answered (200).',
    tag,
    access,
    answer: {
      status: 200,
      schema: DepositSchema,
      alternative: { status: 201, when: 'when the deposit is opened now' },
    },
  }),
};
