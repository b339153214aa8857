import type { FastifyPluginAsync } from 'fastify';
import {
  PhoneVerificationBodySchema,
  PhoneVerificationConfirmBodySchema,
  type Customer,
} from '@shop/api-client';
import { stores } from '@shop/i18n';
import { parseRequest } from '../../lib/validate';
import { customerLanguage } from '../../customers/mapping';
import { customerIdOf } from '../../sessions/auth';

const phoneVerificationRoutes: FastifyPluginAsync = async (fastify) => {
  const { phoneVerification, repository } = fastify.customers;
  const requireUser = { onRequest: fastify.auth.requireUser };

  /**
   * Sends a 6-digit code by SMS to a mobile number (EU numbers with + and country code) of a
   * country the shop sends codes to.
   */
  fastify.post('/', requireUser, async (request) => {
    const body = parseRequest(PhoneVerificationBodySchema, 'body', request.body);
    const customer = await repository.findById(customerIdOf(request));
    if (!customer) throw fastify.sessions.errors.sessionExpired();
    return phoneVerification.send(customer.id, body.phone, {
      storeCountry: stores[request.storeKey].country,
      language: customerLanguage(customer),
      clientAddress: request.ip,
    });
  });

  /** Confirms the code: the number becomes the customer's verified phone. */
  fastify.post('/confirm', requireUser, async (request): Promise<Customer> => {
    const { code } = parseRequest(PhoneVerificationConfirmBodySchema, 'body', request.body);
    return phoneVerification.confirm(customerIdOf(request), code, request.ip);
  });
};

export default phoneVerificationRoutes;
