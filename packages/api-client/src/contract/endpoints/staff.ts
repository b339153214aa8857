import {
  WhistleblowAnswerSchema,
  WhistleblowReportListSchema,
  WhistleblowReportParamsSchema,
} from '../../schemas/application';
import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import {
  AuditListSchema,
  AuditQuerySchema,
  StaffEnrolledSchema,
  StaffEnrolmentBodySchema,
  StaffMeSchema,
  StaffSignInAnswerSchema,
  StaffSignInBodySchema,
} from '../../staff/schemas/staff';
import { endpoint } from '../endpoint';

const tag = 'Staff';

const signInLimits =
  'Every failure answers invalid_credentials, whichever part was wrong, and counts like a ' +
  "customer's failed login (per e-mail address with a growing wait, per client address); then 429.";

/**
 * The dealer's staff (issue 25): sign-in with password and one-time code, the member's profile,
 * the audit log and the whistleblower cases. Staff sessions are their own: a staff token is no
 * customer token and a customer token opens no staff call.
 */
export const staffEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/staff/session',
    summary: 'Sign a staff member in with e-mail, password and a one-time code',
    description:
      'With a code of the authenticator app (`otp`, each accepted once) or an unused recovery ' +
      'code: `signedIn` with the session token. A member without an app yet (no code sent): ' +
      `\`enrolmentRequired\` with the secret to add. ${signInLimits}`,
    tag,
    access: 'public',
    body: StaffSignInBodySchema,
    answer: { status: 200, schema: StaffSignInAnswerSchema },
    errors: { 401: [errorCodes.invalidCredentials], 429: [errorCodes.tooManyRequests] },
  }),
  enrolment: endpoint({
    method: 'POST',
    path: '/staff/session/enrolment',
    summary: 'Complete the authenticator enrolment with its first code, and sign in',
    description: `Answers the ten recovery codes, this once. ${signInLimits}`,
    tag,
    access: 'public',
    body: StaffEnrolmentBodySchema,
    answer: { status: 200, schema: StaffEnrolledSchema },
    errors: { 401: [errorCodes.invalidCredentials], 429: [errorCodes.tooManyRequests] },
  }),
  signOut: endpoint({
    method: 'DELETE',
    path: '/staff/session',
    summary: "End the caller's staff session",
    tag,
    access: 'staff',
    answer: { status: 204, schema: null },
  }),
  me: endpoint({
    method: 'GET',
    path: '/staff/me',
    summary: 'Read the signed-in member with their permissions and stores',
    tag,
    access: 'staff',
    query: NoQuerySchema,
    answer: { status: 200, schema: StaffMeSchema },
  }),
  audit: endpoint({
    method: 'GET',
    path: '/staff/audit',
    summary: 'List the audit log, newest first, filtered',
    description:
      'Every staff action with who, when, the store and the values before and after; entries ' +
      'are never changed or deleted. 50 per page.',
    tag,
    access: 'staff',
    permission: 'staff',
    query: AuditQuerySchema,
    answer: { status: 200, schema: AuditListSchema },
  }),
  whistleblowReports: endpoint({
    method: 'GET',
    path: '/staff/whistleblow/reports',
    summary: 'List the whistleblower cases, decrypted, newest first',
    description: 'Each reading is written to the audit log.',
    tag,
    access: 'staff',
    permission: 'compliance',
    query: NoQuerySchema,
    answer: { status: 200, schema: WhistleblowReportListSchema },
  }),
  whistleblowAnswer: endpoint({
    method: 'POST',
    path: '/staff/whistleblow/reports/{id}/answer',
    summary: 'Answer a whistleblower case, and move its status on',
    tag,
    access: 'staff',
    permission: 'compliance',
    params: WhistleblowReportParamsSchema,
    body: WhistleblowAnswerSchema,
    answer: { status: 204, schema: null },
    errors: { 404: [errorCodes.whistleblowCaseNotFound] },
  }),
};
