import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { contactMail, contactReceivedMail } from '../plugins/messaging/templates';
import { keyedHash } from '../sessions/secrets';
import { encrypt, hashCaseCode, newCaseCode } from './crypto';
import { insertReport, reportByCaseCodeHash, storeContactMessage } from './repository';
import { addCaseMessage, reporterView } from './whistleblow-cases';

/**
 * The whistleblower's rate-limit key: a keyed hash of the client address, so the counters hold
 * no address (and the hash is useless without the key).
 */
const anonymousClient = (fastify: FastifyInstance, request: FastifyRequest) =>
  keyedHash(fastify.application.whistleblowKey, `client:${request.ip}`);

async function openCase(fastify: FastifyInstance, request: FastifyRequest, caseCode: string) {
  const { rateLimits } = fastify;
  const limit = [
    [rateLimits.rules.whistleblowCaseAddress, anonymousClient(fastify, request)],
  ] as const;
  await rateLimits.assertOpen(limit);
  const report = await repositoryCall(() =>
    reportByCaseCodeHash(fastify.db, hashCaseCode(caseCode)),
  );
  if (!report) {
    await rateLimits.fail(limit);
    throw businessError(errorCodes.whistleblowCaseNotFound, 404, { name: 'ResourceNotFoundError' });
  }
  return report;
}

const applicationRoutes: FastifyPluginAsync = async (fastify) => {
  const { rateLimits, messaging, db } = fastify;

  /**
   * Public settings of the deployment: the map token of the store pages (public by design) and
   * maintenance as this instance last read it (every edge polls this and follows it, spec 4).
   */
  endpointRoute(fastify, endpoints.application.settings, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      mapToken: fastify.application.mapToken ?? null,
      inMaintenance: fastify.settings.current().inMaintenance,
    };
  });

  /**
   * The contact form: the message and its mail to the dealer are stored in one transaction, so
   * the dealer is mailed exactly the messages kept. When they cannot be stored the answer says so
   * (contact_submit_failed), never a false success.
   */
  endpointRoute(fastify, endpoints.application.contact, async ({ body: draft }, request) => {
    await rateLimits.consume([[rateLimits.rules.contactAddress, request.ip]]);
    const consentedAt = new Date();
    const phone = draft.phone ? draft.phone : null;
    const language = requestLanguage(request);
    let row: Awaited<ReturnType<typeof storeContactMessage>>;
    try {
      row = await db.transaction(async (tx) => {
        const stored = await storeContactMessage(tx, {
          storeKey: request.storeKey,
          language,
          salutation: draft.salutation ?? null,
          firstName: draft.firstName,
          lastName: draft.lastName,
          email: draft.email,
          phone,
          subject: draft.subject,
          message: draft.message,
          consentedAt,
        });
        await messaging.enqueue(tx, {
          channel: 'email',
          to: fastify.application.contactMailTo,
          ...contactMail({
            store: request.storeKey,
            name: `${draft.firstName} ${draft.lastName}`,
            email: draft.email,
            phone,
            subject: draft.subject,
            message: draft.message,
            consentedAt,
          }),
        });
        return stored;
      });
    } catch (error) {
      request.log.error({ err: error }, 'A contact message could not be stored');
      throw businessError(errorCodes.contactSubmitFailed, 503, { name: 'UnknownError' });
    }
    // The dealer's mail is queued: a receipt that cannot be queued is logged, not the sender's
    // failure, and one over its recipient's limit is left out without a word.
    await rateLimits
      .withinLimits([[rateLimits.rules.contactReceiptRecipient, draft.email]])
      .then(async (within) => {
        if (within)
          await messaging.send({
            channel: 'email',
            to: draft.email,
            ...contactReceivedMail(language),
          });
      })
      .catch((error: unknown) =>
        request.log.warn({ err: error }, 'The receipt of a contact message could not be mailed'),
      );
    return { receivedAt: row.createdAt.toISOString() };
  });

  /**
   * A whistleblower report: encrypted as one value, stored without address, session or time of
   * day. The answer's case code is the only way back to the case; it is not stored in clear.
   */
  endpointRoute(fastify, endpoints.application.whistleblow, async ({ body: draft }, request) => {
    await rateLimits.consume([
      [rateLimits.rules.whistleblowAddress, anonymousClient(fastify, request)],
    ]);
    const id = randomUUID();
    const caseCode = newCaseCode();
    const payload = encrypt(fastify.application.whistleblowKey, JSON.stringify(draft), id);
    try {
      await insertReport(fastify.db, { id, caseCodeHash: hashCaseCode(caseCode), payload });
    } catch (error) {
      request.log.error({ err: error }, 'A whistleblower report could not be stored');
      throw businessError(errorCodes.whistleblowSubmitFailed, 503, { name: 'UnknownError' });
    }
    return { caseCode };
  });

  /** Reads a case by its code (sent in the body, so no URL log holds it). */
  endpointRoute(
    fastify,
    endpoints.application.whistleblowCase,
    async ({ body: { caseCode } }, request) => {
      const report = await openCase(fastify, request, caseCode);
      return reporterView(fastify, report, caseCode);
    },
  );

  /** The reporter adds information to an open case. */
  endpointRoute(
    fastify,
    endpoints.application.whistleblowFollowUp,
    async ({ body: { caseCode, message } }, request) => {
      await rateLimits.consume([
        [rateLimits.rules.whistleblowAddress, anonymousClient(fastify, request)],
      ]);
      const report = await openCase(fastify, request, caseCode);
      await addCaseMessage(fastify, report.id, 'reporter', message);
      return reporterView(fastify, report, caseCode);
    },
  );
};

export default applicationRoutes;
