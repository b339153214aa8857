import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CartAddressesBodySchema,
  CartAddressesQuerySchema,
  CartDraftSchema,
  CartIdParamsSchema,
  CartLanguageQuerySchema,
  CartListQuerySchema,
  CartUpdateSchema,
  CartVersionBodySchema,
  CartVersionQuerySchema,
  errorCodes,
  languageOfTag,
  RemoveLineItemQuerySchema,
  SetLineItemBodySchema,
  type Cart,
  type CartQuote,
  type PostalAddress,
} from '@shop/api-client';
import { defaultLanguage, localeTag, stores } from '@shop/i18n';
import type { CartScope } from '../../carts/repository';
import { checkedPhone, checkZip } from '../../customers/field-checks';
import { businessError } from '../../lib/business-errors';
import { languageFromAcceptLanguage } from '../../lib/request-language';
import { parseRequest } from '../../lib/validate';

/** The caller (any session, guest or customer) in the request's store. */
export function scopeOf(request: FastifyRequest): CartScope {
  const session = request.session;
  if (!session) throw businessError(errorCodes.unauthorized, 401);
  return { ownerId: session.ownerId, store: request.storeKey };
}

/** The store's locale tag for a page language tag; undefined when the call names none. */
const localeOf = (request: FastifyRequest, languageTag: string | undefined) =>
  languageTag ? localeTag(request.storeKey, languageOfTag(languageTag)) : undefined;

export const cartId = (request: FastifyRequest) =>
  parseRequest(CartIdParamsSchema, 'params', request.params).id;

/**
 * The cart calls of spec 7 (coupons: routes/carts/coupons.ts). Only the owner reaches a cart:
 * anyone else's answers co001 as if it did not exist.
 */
const cartRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.carts;
  const requireSession = { onRequest: fastify.auth.requireSession };

  fastify.post('/', requireSession, async (request, reply): Promise<Cart> => {
    const { languageTag } = parseRequest(CartLanguageQuerySchema, 'query', request.query);
    const draft = parseRequest(CartDraftSchema, 'body', request.body);
    const store = stores[request.storeKey];
    if (draft.currency !== store.currency)
      throw businessError(errorCodes.cartCurrencyNotAllowed, 400);
    if (!store.shippingCountries.includes(draft.country))
      throw businessError(errorCodes.cartCountryNotAllowed, 400);
    const scope = scopeOf(request);
    const { rateLimits } = fastify;
    await rateLimits.consume([[rateLimits.rules.cartCreationOwner, scope.ownerId]]);
    // Without a languageTag the browser's languages decide, else the shop's default (German).
    const language = languageTag
      ? languageOfTag(languageTag)
      : (languageFromAcceptLanguage(request.headers['accept-language']) ?? defaultLanguage);
    const cart = await repository.create(scope, draft, localeTag(request.storeKey, language));
    return reply.status(201).send(cart);
  });

  fastify.get('/', requireSession, async (request): Promise<Cart[]> => {
    const { ownerId } = parseRequest(CartListQuerySchema, 'query', request.query);
    const scope = scopeOf(request);
    if (ownerId !== undefined && ownerId !== scope.ownerId)
      throw businessError(errorCodes.notAuthorized, 403);
    return repository.list(scope);
  });

  fastify.put('/:id/line-items', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const { languageTag } = parseRequest(CartLanguageQuerySchema, 'query', request.query);
    const line = parseRequest(SetLineItemBodySchema, 'body', request.body);
    return repository.setLineItem(scopeOf(request), id, line, localeOf(request, languageTag));
  });

  fastify.delete('/:id/line-items', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const query = parseRequest(RemoveLineItemQuerySchema, 'query', request.query);
    return repository.removeLineItem(
      scopeOf(request),
      id,
      query,
      localeOf(request, query.languageTag),
    );
  });

  fastify.post('/:id/recalculate', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const body = parseRequest(CartVersionBodySchema, 'body', request.body);
    return repository.recalculate(scopeOf(request), id, body?.version);
  });

  /** The review step's quote: the cart's prices held until it expires (carts/quotes.ts). */
  fastify.post('/:id/quote', requireSession, async (request): Promise<CartQuote> => {
    const id = cartId(request);
    const body = parseRequest(CartVersionBodySchema, 'body', request.body);
    const scope = scopeOf(request);
    const { rateLimits } = fastify;
    await rateLimits.consume([[rateLimits.rules.quoteOwner, scope.ownerId]]);
    return fastify.carts.quotes.issue(scope, id, body?.version);
  });

  /** Locale and the checkout's choices; answers the new cart when a deposit switch replaced it. */
  fastify.put('/:id', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const update = parseRequest(CartUpdateSchema, 'body', request.body);
    return repository.update(scopeOf(request), id, update, localeOf(request, update.locale));
  });

  fastify.put('/:id/addresses', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const { language } = parseRequest(CartAddressesQuerySchema, 'query', request.query);
    const body = parseRequest(CartAddressesBodySchema, 'body', request.body);
    const { shippingAddress, billingAddress } = body;
    if (!stores[request.storeKey].shippingCountries.includes(shippingAddress.country))
      throw businessError(errorCodes.countryNotAllowedForShippingAddress, 400, {
        details: [
          {
            path: 'body.shippingAddress.country',
            message: `error.${errorCodes.countryNotAllowedForShippingAddress}`,
          },
        ],
      });
    const checked = (address: PostalAddress, field: string): PostalAddress => {
      checkZip(address.country, address.zipCode, address.state, `body.${field}.zipCode`);
      const phone = checkedPhone(address.phone, address.country, `body.${field}.phone`);
      const { phone: _given, ...rest } = address;
      return phone ? { ...rest, phone } : rest;
    };
    return repository.setAddresses(
      scopeOf(request),
      id,
      {
        ...body,
        shippingAddress: checked(shippingAddress, 'shippingAddress'),
        billingAddress: checked(billingAddress, 'billingAddress'),
      },
      localeOf(request, language),
    );
  });

  fastify.delete('/:id', requireSession, async (request): Promise<Cart> => {
    const id = cartId(request);
    const { version } = parseRequest(CartVersionQuerySchema, 'query', request.query);
    return repository.remove(scopeOf(request), id, version);
  });
};

export default cartRoutes;
