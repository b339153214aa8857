import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  WhistleblowDraftSchema,
  type WhistleblowAuthor,
  type WhistleblowCase,
} from '@shop/api-client/contract';
import { repositoryCall } from '../lib/errors';
import { decrypt, encrypt } from './crypto';
import {
  allReports,
  appendCaseMessage,
  caseMessages,
  setReportStatus,
  type ReportRow,
} from './repository';

/*
 * Whistleblower cases as both sides read and answer them: the reporter through the application
 * routes with their case code, the dealer's compliance staff through the staff routes. Everything a case holds is
 * stored encrypted with the deployment's whistleblowing key.
 */

/** What a report holds, encrypted as one JSON value. */
const ReportPayloadSchema = v.object({
  category: WhistleblowDraftSchema.entries.category,
  description: v.string(),
  name: v.optional(v.string()),
  contact: v.optional(v.string()),
});

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
export async function reporterView(
  fastify: FastifyInstance,
  report: ReportRow,
  caseCode: string,
): Promise<WhistleblowCase> {
  const { name: _name, contact: _contact, ...content } = await caseContent(fastify, report);
  return { caseCode, ...content };
}

/** The dealer's side (staff routes): every report, decrypted, newest first. */
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
