import type { ErrorObject } from '@shop/api-client';
import {
  CONSENT_BACK_FIELD,
  CONSENT_CHOICE_FIELD,
  CONSENT_FORM_PATH,
  consentBackPath,
  consentCookie,
  consentOfFormChoice,
} from '@shop/app-state';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { edgeError, sendError } from './edge-errors';

/** A form of two short fields: anything longer is no banner's. */
const FORM_BODY_LIMIT_BYTES = 4096;

export interface ConsentFormOptions {
  /** A refusal of a write from another site (the shop session's check), or null. */
  crossSiteRefusal: (request: FastifyRequest) => ErrorObject | null;
  /** Whether the request is for the back-office host, which has no banner. */
  isBackoffice: (request: FastifyRequest) => boolean;
}

/**
 * The cookie banner's form (spec 5): its buttons post here before the page's scripts run, or
 * without them. The edge writes the same `shopConsent` cookie the page's script writes and sends
 * the visitor back to the page (303), which it then renders without the banner. Another site
 * may not decide for the visitor (a foreign Origin is refused), and a form that is not the
 * banner's changes nothing.
 */
export async function registerConsentForm(
  app: FastifyInstance,
  { crossSiteRefusal, isBackoffice }: ConsentFormOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // This route reads an HTML form only; JSON and everything else is 415.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(CONSENT_FORM_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isBackoffice(request))
        return sendError(reply, edgeError(404, { message: 'Route not found' }));
      const refusal = crossSiteRefusal(request);
      if (refusal) return sendError(reply, refusal);
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const choice = consentOfFormChoice(form.get(CONSENT_CHOICE_FIELD));
      const back = consentBackPath(form.get(CONSENT_BACK_FIELD));
      if (!choice || !back)
        return sendError(
          reply,
          edgeError(400, {
            message: `The consent form needs ${CONSENT_CHOICE_FIELD} (all or necessary) and ${CONSENT_BACK_FIELD} (a path of this shop)`,
          }),
        );
      // 303: the browser asks for the page again with GET, now with the cookie.
      return reply.header('set-cookie', consentCookie(choice)).redirect(back, 303);
    });
  });
}
