import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  endpoints,
  errorCodes,
  languageOfTag,
  type PostalAddress,
} from '@shop/api-client/contract';
import { defaultLanguage, localeTag, stores } from '@shop/i18n';
import { checkedPhone, checkZip } from '../customers/field-checks';
import { payoutChangeConfirmed } from '../customers/payout-confirmation';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { languageFromAcceptLanguage } from '../lib/request-language';
import type { CartScope } from './repository';

/** The caller (any session, guest or customer) in the request's store. */
export function scopeOf(request: FastifyRequest): CartScope {
  const session = request.session;
  if (!session) throw businessError(errorCodes.unauthorized, 401);
  return { ownerId: session.ownerId, store: request.storeKey };
}

/** The store's locale tag for a page language tag; undefined when the call names none. */
const localeOf = (request: FastifyRequest, languageTag: string | undefined) =>
  languageTag ? localeTag(request.storeKey, languageOfTag(languageTag)) : undefined;

/**
 * The cart calls of spec 7 (coupons: coupon-routes.ts). Only the owner reaches a cart: anyone
 * else's answers co001 as if it did not exist.
 */
const cartRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.carts;
  const declared = endpoints.carts;

  endpointRoute(fastify, declared.create, async ({ query, body: draft }, request) => {
    const store = stores[request.storeKey];
    if (draft.currency !== store.currency)
      throw businessError(errorCodes.cartCurrencyNotAllowed, 400);
    if (!store.shippingCountries.includes(draft.country))
      throw businessError(errorCodes.cartCountryNotAllowed, 400);
    const scope = scopeOf(request);
    const { rateLimits } = fastify;
    await rateLimits.consume([[rateLimits.rules.cartCreationOwner, scope.ownerId]]);
    // Without a languageTag the browser's languages decide, else the shop's default (German).
    const language = query.languageTag
      ? languageOfTag(query.languageTag)
      : (languageFromAcceptLanguage(request.headers['accept-language']) ?? defaultLanguage);
    return repository.create(scope, draft, localeTag(request.storeKey, language));
  });

  endpointRoute(fastify, declared.list, async ({ query }, request) => {
    const scope = scopeOf(request);
    if (query.ownerId !== undefined && query.ownerId !== scope.ownerId)
      throw businessError(errorCodes.notAuthorized, 403);
    return repository.list(scope);
  });

  endpointRoute(fastify, declared.addLineItem, async ({ params, query, body }, request) =>
    repository.setLineItem(scopeOf(request), params.id, body, localeOf(request, query.languageTag)),
  );

  endpointRoute(fastify, declared.removeLineItem, async ({ params, query }, request) =>
    repository.removeLineItem(
      scopeOf(request),
      params.id,
      query,
      localeOf(request, query.languageTag),
    ),
  );

  endpointRoute(fastify, declared.recalculate, async ({ params, body }, request) =>
    repository.recalculate(scopeOf(request), params.id, body?.version),
  );

  /** The review step's quote: the cart's prices held until it expires (carts/quotes.ts). */
  endpointRoute(fastify, declared.quote, async ({ params, body }, request) => {
    const scope = scopeOf(request);
    const { rateLimits } = fastify;
    await rateLimits.consume([[rateLimits.rules.quoteOwner, scope.ownerId]]);
    return fastify.carts.quotes.issue(scope, params.id, body?.version);
  });

  /** Locale and the checkout's choices; answers the new cart when a deposit switch replaced it. */
  endpointRoute(fastify, declared.update, async ({ params, body: update }, request) => {
    const scope = scopeOf(request);
    const payoutConfirmed = await payoutChangeConfirmed(fastify, request, update, () =>
      repository.payoutBankDetailsOf(scope, params.id, update.version),
    );
    return repository.update(
      scope,
      params.id,
      update,
      localeOf(request, update.locale),
      payoutConfirmed,
    );
  });

  endpointRoute(fastify, declared.setAddresses, async ({ params, query, body }, request) => {
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
      params.id,
      {
        ...body,
        shippingAddress: checked(shippingAddress, 'shippingAddress'),
        billingAddress: checked(billingAddress, 'billingAddress'),
      },
      localeOf(request, query.language),
    );
  });

  endpointRoute(fastify, declared.remove, async ({ params, query }, request) =>
    repository.remove(scopeOf(request), params.id, query.version),
  );
};

export default cartRoutes;
