import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import {
  StaffGroupBodySchema,
  StaffGroupListSchema,
  StaffGroupSchema,
  StaffIdParamsSchema,
  StaffMemberCreateBodySchema,
  StaffMemberCreatedSchema,
  StaffMemberListSchema,
  StaffMemberSchema,
  StaffMemberUpdateBodySchema,
} from '../../staff/schemas/staff';
import { endpoint } from '../endpoint';

const tag = 'Staff';

const everyStore =
  'Needs the staff permission for every store (403 staff_store_not_allowed otherwise): a member ' +
  'whose staff permission holds for some stores only manages nobody. Audited with the values ' +
  'before and after.';

const lockouts =
  'Refused with 409 when it would leave no active member with the staff permission for every ' +
  'store (staff_last_manager), or would disable the caller or take that permission from them ' +
  '(staff_self_lockout); nothing changes then.';

/** Managing the dealer's staff (issue 25, item 2): members and permission groups. */
export const staffMemberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/members',
    summary: 'List the staff members with their groups, enrolment, state and last sign-in',
    description: everyStore,
    tag,
    access: 'staff',
    permission: 'staff',
    query: NoQuerySchema,
    answer: { status: 200, schema: StaffMemberListSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed] },
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff/members',
    summary: 'Create a staff member, answering a password shown this once',
    description:
      'The member signs in with it and enrols an authenticator app at the first sign-in. ' +
      everyStore,
    tag,
    access: 'staff',
    permission: 'staff',
    body: StaffMemberCreateBodySchema,
    answer: { status: 201, schema: StaffMemberCreatedSchema },
    errors: {
      400: [errorCodes.staffGroupNotFound],
      403: [errorCodes.staffStoreNotAllowed],
      409: [errorCodes.staffEmailTaken],
    },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staff/members/{id}',
    summary: "Change a member's name, language, groups, or disable or enable them",
    description: `Disabling ends the member's sessions at once. ${lockouts} ${everyStore}`,
    tag,
    access: 'staff',
    permission: 'staff',
    params: StaffIdParamsSchema,
    body: StaffMemberUpdateBodySchema,
    answer: { status: 200, schema: StaffMemberSchema },
    errors: {
      400: [errorCodes.staffGroupNotFound],
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.staffMemberNotFound],
      409: [errorCodes.staffSelfLockout, errorCodes.staffLastManager],
    },
  }),
  resetTotp: endpoint({
    method: 'POST',
    path: '/staff/members/{id}/reset-totp',
    summary: "Remove a member's authenticator app and recovery codes: they enrol again",
    description: `Ends the member's sessions; the next sign-in enrols a new app. ${everyStore}`,
    tag,
    access: 'staff',
    permission: 'staff',
    params: StaffIdParamsSchema,
    answer: { status: 200, schema: StaffMemberSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed], 404: [errorCodes.staffMemberNotFound] },
  }),
  groups: endpoint({
    method: 'GET',
    path: '/staff/groups',
    summary: 'List the permission groups with their permissions, stores and member count',
    description: everyStore,
    tag,
    access: 'staff',
    permission: 'staff',
    query: NoQuerySchema,
    answer: { status: 200, schema: StaffGroupListSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed] },
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/staff/groups',
    summary: 'Create a permission group, for every store (stores null) or the listed ones',
    description: everyStore,
    tag,
    access: 'staff',
    permission: 'staff',
    body: StaffGroupBodySchema,
    answer: { status: 201, schema: StaffGroupSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed], 409: [errorCodes.staffGroupNameTaken] },
  }),
  updateGroup: endpoint({
    method: 'PUT',
    path: '/staff/groups/{id}',
    summary: "Replace a permission group's name, permissions and stores",
    description: `Its members' permissions change with their next call. ${lockouts} ${everyStore}`,
    tag,
    access: 'staff',
    permission: 'staff',
    params: StaffIdParamsSchema,
    body: StaffGroupBodySchema,
    answer: { status: 200, schema: StaffGroupSchema },
    errors: {
      403: [errorCodes.staffStoreNotAllowed],
      404: [errorCodes.staffGroupNotFound],
      409: [
        errorCodes.staffGroupNameTaken,
        errorCodes.staffSelfLockout,
        errorCodes.staffLastManager,
      ],
    },
  }),
};
