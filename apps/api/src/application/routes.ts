import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  endpoints,
  errorCodes,
  WhistleblowDraftSchema,
  type WhistleblowAuthor,
  type WhistleblowCase,
} from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { contactMail, contactReceivedMail } from '../messaging/templates';
import { keyedHash } from '../sessions/secrets';
import { decrypt, encrypt, hashCaseCode, newCaseCode } from './crypto';
import {
  allReports,
  appendCaseMessage,
  caseMessages,
  deleteContactMessage,
  insertReport,
  reportByCaseCodeHash,
  setReportStatus,
  storeContactMessage,
  type ReportRow,
} from './repository';

/** What a report holds, encrypted as one JSON value. */
const ReportPayloadSchema = v.object({
  category: WhistleblowDraftSchema.entries.category,
  description: v.string(),
  name: v.optional(v.string()),
  contact: v.optional(v.string()),
});

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

/** A report and its messages, decrypted; the reporter's view adds the case code they gave. */
async function caseContent(
  fastify: FastifyInstance,
  report: ReportRow,
): Promise<Omit<WhistleblowCase, 'caseCode'> & { name?: string; contact?: string }> {
  const key = fastify.application.whistleblowKey;
  const payload = v.parse(ReportPayloadSchema, JSON.parse(decrypt(key, report.payload, report.id)));
  const messages = await repositoryCall(() => caseMessages(fastify.db, report.id));
  return {
    status: report.status,
    category: payload.category,
    ...(payload.name ? { name: payload.name } : {}),
    ...(payload.contact ? { contact: payload.contact } : {}),
    receivedOn: report.receivedOn,
    description: payload.description,
    messages: messages.map((message) => ({
      author: message.author,
      text: decrypt(key, message.payload, message.id),
      writtenOn: message.writtenOn,
    })),
  };
}

/** Adds an encrypted message to a case, numbered after the last one, in one transaction. */
export async function addCaseMessage(
  fastify: FastifyInstance,
  reportId: string,
  author: WhistleblowAuthor,
  text: string,
) {
  const id = randomUUID();
  const payload = encrypt(fastify.application.whistleblowKey, text, id);
  await repositoryCall(() => appendCaseMessage(fastify.db, { id, reportId, author, payload }));
}

/** What the reporter reads: the case without the name and contact they may have left. */
async function reporterView(
  fastify: FastifyInstance,
  report: ReportRow,
  caseCode: string,
): Promise<WhistleblowCase> {
  const { name: _name, contact: _contact, ...content } = await caseContent(fastify, report);
  return { caseCode, ...content };
}

const applicationRoutes: FastifyPluginAsync = async (fastify) => {
  const { rateLimits, messaging, db } = fastify;

  /** Public settings of the deployment: the map token of the store pages (public by design). */
  endpointRoute(fastify, endpoints.application.settings, async () => ({
    mapToken: fastify.application.mapToken ?? null,
  }));

  /**
   * The contact form: stored, then mailed to the dealer. When the mail cannot be handed over the
   * message is removed again and the answer says so (contact_submit_failed), never a false success.
   */
  endpointRoute(fastify, endpoints.application.contact, async ({ body: draft }, request) => {
    await rateLimits.consume([[rateLimits.rules.contactAddress, request.ip]]);
    const consentedAt = new Date();
    const phone = draft.phone ? draft.phone : null;
    const language = requestLanguage(request);
    const row = await repositoryCall(() =>
      storeContactMessage(db, {
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
      }),
    );
    try {
      await messaging.send({
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
    } catch (error) {
      request.log.error({ err: error }, 'A contact message could not be mailed to the dealer');
      await repositoryCall(() => deleteContactMessage(db, row.id));
      throw businessError(errorCodes.contactSubmitFailed, 503, { name: 'UnknownError' });
    }
    // The dealer has the message: a receipt that cannot be sent is logged, not the sender's
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

/** The dealer's side (admin routes): every report, decrypted, newest first. */
export async function listCases(fastify: FastifyInstance) {
  const reports = await repositoryCall(() => allReports(fastify.db));
  return Promise.all(
    reports.map(async (report) => ({ id: report.id, ...(await caseContent(fastify, report)) })),
  );
}

/** The dealer answers a case and may move its status on; false when no such report exists. */
export async function answerCase(
  fastify: FastifyInstance,
  reportId: string,
  answer: { message: string; status?: WhistleblowCase['status'] },
): Promise<boolean> {
  const found = await repositoryCall(() => setReportStatus(fastify.db, reportId, answer.status));
  if (!found) return false;
  await addCaseMessage(fastify, reportId, 'dealer', answer.message);
  return true;
}
