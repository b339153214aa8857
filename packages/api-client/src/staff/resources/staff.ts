import * as v from 'valibot';
import type { WhistleblowAnswer } from '../../schemas/application';
import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffEndpoints as endpoints } from '../../contract/endpoints/staff';
import {
  type AuditQuerySchema,
  StaffEnrolledSchema,
  StaffEnrolmentRequiredSchema,
  StaffSignedInSchema,
  type StaffEnrolmentBody,
  type StaffSignInBody,
} from '../schemas/staff';

/*
 * The back-office's calls (issue 25). In the browser the edge of the back-office host keeps the
 * staff token in its cookie and takes it out of the sign-in answers, so the client reads them
 * without it.
 */

export const PublicStaffSignedInSchema = v.omit(StaffSignedInSchema, ['token']);
export type PublicStaffSignedIn = v.InferOutput<typeof PublicStaffSignedInSchema>;
export const PublicStaffSignInAnswerSchema = v.variant('status', [
  PublicStaffSignedInSchema,
  StaffEnrolmentRequiredSchema,
]);
export type PublicStaffSignInAnswer = v.InferOutput<typeof PublicStaffSignInAnswerSchema>;
export const PublicStaffEnrolledSchema = v.omit(StaffEnrolledSchema, ['token']);
export type PublicStaffEnrolled = v.InferOutput<typeof PublicStaffEnrolledSchema>;

/** The audit log's filters as a page sends them (strings from a form or the address). */
export type AuditQueryInput = v.InferInput<typeof AuditQuerySchema>;

const signInEndpoint = {
  ...endpoints.signIn,
  answer: { status: 200, schema: PublicStaffSignInAnswerSchema },
} as const;
const enrolmentEndpoint = {
  ...endpoints.enrolment,
  answer: { status: 200, schema: PublicStaffEnrolledSchema },
} as const;

export function createStaffResource(call: CallEndpoint) {
  return {
    signIn: (body: StaffSignInBody, options: EndpointCallOptions = {}) =>
      call(signInEndpoint, { body }, options),
    enrol: (body: StaffEnrolmentBody, options: EndpointCallOptions = {}) =>
      call(enrolmentEndpoint, { body }, options),
    signOut: (options: EndpointCallOptions = {}) => call(endpoints.signOut, {}, options),
    me: (options: EndpointCallOptions = {}) => call(endpoints.me, {}, options),
    audit: (query: AuditQueryInput, options: EndpointCallOptions = {}) =>
      call(endpoints.audit, { query }, options),
    whistleblowReports: (options: EndpointCallOptions = {}) =>
      call(endpoints.whistleblowReports, {}, options),
    answerWhistleblowReport: (
      id: string,
      body: WhistleblowAnswer,
      options: EndpointCallOptions = {},
    ) => call(endpoints.whistleblowAnswer, { params: { id }, body }, options),
  };
}
