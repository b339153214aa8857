import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AddressDraftSchema,
  CustomerAddressParamsSchema,
  CustomerIdParamsSchema,
  type Customer,
} from '@shop/api-client';
import { stores } from '@shop/i18n';
import { parseRequest } from '../../lib/validate';
import { checkedPhone, checkZip } from '../../customers/field-checks';
import { addressValues } from '../../customers/repository';
import { assertOwnCustomer } from '../../sessions/auth';

/** The draft with the rules beyond the shared schema: US zip exists and matches, phone is valid. */
function checkedAddress(request: FastifyRequest) {
  const draft = parseRequest(AddressDraftSchema, 'body', request.body);
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
  const requireUser = { onRequest: fastify.auth.requireUser };

  fastify.put('/:id/address', requireUser, async (request): Promise<Customer> => {
    const { id } = parseRequest(CustomerIdParamsSchema, 'params', request.params);
    assertOwnCustomer(request, id);
    const { values, flags } = checkedAddress(request);
    return repository.addAddress(id, values, flags);
  });

  fastify.put('/:id/address/:addressId', requireUser, async (request): Promise<Customer> => {
    const { id, addressId } = parseRequest(CustomerAddressParamsSchema, 'params', request.params);
    assertOwnCustomer(request, id);
    const { values, flags } = checkedAddress(request);
    return repository.updateAddress(id, addressId, values, flags);
  });

  fastify.delete('/:id/address/:addressId', requireUser, async (request): Promise<Customer> => {
    const { id, addressId } = parseRequest(CustomerAddressParamsSchema, 'params', request.params);
    assertOwnCustomer(request, id);
    return repository.removeAddress(id, addressId);
  });
};

export default addressRoutes;
