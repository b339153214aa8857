import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, type AddressDraft } from '@shop/api-client/contract';
import { stores } from '@shop/i18n';
import { endpointRoute } from '../lib/endpoint-route';
import { assertOwnCustomer } from '../sessions/auth';
import { checkedPhone, checkZip } from './field-checks';
import { addressValues } from './repository';

/** The draft with the rules beyond the shared schema: US zip exists and matches, phone is valid. */
function checkedAddress(request: FastifyRequest, draft: AddressDraft) {
  checkZip(draft.country, draft.zipCode, draft.state);
  const phone = checkedPhone(draft.phone, draft.country || stores[request.storeKey].country);
  return {
    values: { ...addressValues(draft), phone: phone ?? null },
    flags: {
      ...(draft.defaultShipping !== undefined ? { defaultShipping: draft.defaultShipping } : {}),
      ...(draft.defaultBilling !== undefined ? { defaultBilling: draft.defaultBilling } : {}),
    },
  };
}

/**
 * A customer's addresses: at most one default shipping and one default billing address; the first
 * address is both; a selected address cannot be removed until another is chosen.
 */
const addressRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.customers;
  const declared = endpoints.customers;

  endpointRoute(fastify, declared.addAddress, async ({ params, body }, request) => {
    assertOwnCustomer(request, params.id);
    const { values, flags } = checkedAddress(request, body);
    return repository.addAddress(params.id, values, flags);
  });

  endpointRoute(fastify, declared.updateAddress, async ({ params, body }, request) => {
    assertOwnCustomer(request, params.id);
    const { values, flags } = checkedAddress(request, body);
    return repository.updateAddress(params.id, params.addressId, values, flags);
  });

  endpointRoute(fastify, declared.removeAddress, async ({ params }, request) => {
    assertOwnCustomer(request, params.id);
    return repository.removeAddress(params.id, params.addressId);
  });
};

export default addressRoutes;
