import { errorCodes } from '../../schemas/error';
import { OutboxQuerySchema, OutboxResponseSchema } from '../../schemas/customer';
import { OUTBOX_PATH } from '../../local-machine';
import { endpoint } from '../endpoint';

/** For development and the e2e tests: exists only while the outbox is the transport. */
export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: OUTBOX_PATH,
    summary: 'List the mails and SMS the shop sent to an address or number, newest first',
    description:
      'Registered only while the outbox is the transport and the shop serves no public origin; ' +
      'a client not on this machine is answered as if the route did not exist.',
    tag: 'Outbox',
    access: 'public',
    query: OutboxQuerySchema,
    answer: { status: 200, schema: OutboxResponseSchema },
    errors: { 404: [errorCodes.routeNotFound] },
  }),
};
