import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { stores } from '@shop/i18n';
import { endpointRoute } from '../lib/endpoint-route';
import { customerIdOf } from '../sessions/auth';
import { customerLanguage } from './mapping';

const phoneVerificationRoutes: FastifyPluginAsync = async (fastify) => {
  const { phoneVerification, repository } = fastify.customers;
  const declared = endpoints.customers;

  /**
   * Sends a 6-digit code by SMS to a mobile number (EU numbers with + and country code) of a
   * country the shop sends codes to.
   */
  endpointRoute(fastify, declared.sendPhoneCode, async ({ body }, request) => {
    const customer = await repository.findById(customerIdOf(request));
    if (!customer) throw fastify.sessions.errors.sessionExpired();
    return phoneVerification.send(customer.id, body.phone, {
      storeCountry: stores[request.storeKey].country,
      language: customerLanguage(customer),
      clientAddress: request.ip,
    });
  });

  /** Confirms the code: the number becomes the customer's verified phone. */
  endpointRoute(fastify, declared.confirmPhoneCode, async ({ body }, request) =>
    phoneVerification.confirm(customerIdOf(request), body.code, request.ip),
  );
};

export default phoneVerificationRoutes;
