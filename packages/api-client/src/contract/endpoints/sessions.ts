import { errorCodes } from '../../schemas/error';
import { RefreshTokenBodySchema, TokenDataSchema } from '../../schemas/customer';
import { endpoint } from '../endpoint';

const tag = 'Sessions';

const cookies =
  'Behind the edge the browser receives accessToken and refreshToken as HttpOnly cookies, and ' +
  'the answer without them.';

/**
 * The token calls of spec 7. Admin-prefixed by the spec, yet for every client (spec 6): no admin
 * token is asked for.
 */
export const sessionEndpoints = {
  anonymous: endpoint({
    method: 'GET',
    path: '/admin/customers/anonymous',
    summary: "Start a guest's session (level Anonymous)",
    description: `A bounded number per client address. ${cookies}`,
    tag,
    access: 'public',
    answer: { status: 200, schema: TokenDataSchema },
    errors: { 429: [errorCodes.tooManyRequests] },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/admin/customers/refresh-token',
    summary: 'Exchange a refresh token for new tokens of the same session',
    description:
      'A refresh token is used once: a reused one ends its whole session family. Behind the edge ' +
      `the browser sends no body; the edge fills in the token from its cookie. ${cookies}`,
    tag,
    access: 'public',
    body: RefreshTokenBodySchema,
    answer: { status: 200, schema: TokenDataSchema },
    errors: { 401: [errorCodes.refreshTokenReused, errorCodes.sessionExpired] },
  }),
};
