import * as v from 'valibot';
import {
  ContactDraftSchema,
  ContactReceiptSchema,
  PublicSettingsSchema,
  WhistleblowCaseQuerySchema,
  WhistleblowCaseSchema,
  WhistleblowDraftSchema,
  WhistleblowFollowUpSchema,
  WhistleblowReceiptSchema,
} from '../../schemas/application';
import { errorCodes } from '../../schemas/error';
import { TextSchema } from '../../schemas/text';
import { endpoint } from '../endpoint';

const tag = 'Application';

/** What visitors send the dealer (spec 7 "Other"): contact and whistleblower. */
export const applicationEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/application/settings',
    summary:
      'Read the public settings of the deployment: the map token of the store pages and whether the shop is in maintenance',
    description:
      'Staff switch maintenance in the back-office (PUT /staff/settings); every edge asks here at ' +
      'least every 5 seconds and follows it.',
    tag,
    access: 'public',
    answer: { status: 200, schema: PublicSettingsSchema },
  }),
  contact: endpoint({
    method: 'POST',
    path: '/application/contact',
    summary: 'Send the dealer a message; the sender gets a receipt by mail',
    description:
      'The receipt speaks `languageTag`, else the request language. When the message cannot be ' +
      'mailed to the dealer it is removed again and the answer says so.',
    tag,
    access: 'public',
    query: v.object({ languageTag: v.optional(TextSchema) }),
    body: ContactDraftSchema,
    answer: { status: 201, schema: ContactReceiptSchema },
    errors: { 429: [errorCodes.tooManyRequests], 503: [errorCodes.contactSubmitFailed] },
  }),
  whistleblow: endpoint({
    method: 'POST',
    path: '/application/whistleblow',
    summary: 'Report a case anonymously; the answer is the only way back to it',
    tag,
    access: 'public',
    body: WhistleblowDraftSchema,
    answer: { status: 201, schema: WhistleblowReceiptSchema },
    errors: { 429: [errorCodes.tooManyRequests], 503: [errorCodes.whistleblowSubmitFailed] },
  }),
  whistleblowCase: endpoint({
    method: 'POST',
    path: '/application/whistleblow/case',
    summary: 'Read a case with its answers by its code',
    description: 'The code is sent in the body, so no URL log holds it.',
    tag,
    access: 'public',
    body: WhistleblowCaseQuerySchema,
    answer: { status: 200, schema: WhistleblowCaseSchema },
    errors: { 404: [errorCodes.whistleblowCaseNotFound], 429: [errorCodes.tooManyRequests] },
  }),
  whistleblowFollowUp: endpoint({
    method: 'POST',
    path: '/application/whistleblow/case/messages',
    summary: 'Add information to an open case',
    tag,
    access: 'public',
    body: WhistleblowFollowUpSchema,
    answer: { status: 201, schema: WhistleblowCaseSchema },
    errors: { 404: [errorCodes.whistleblowCaseNotFound], 429: [errorCodes.tooManyRequests] },
  }),
};
