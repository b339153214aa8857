import * as v from 'valibot';
import { storeKeys } from '@shop/i18n';
import { EmailSchema, validationMessages } from '../../schemas/customer';
import { integerParam } from '../../schemas/product-search';
import { TextSchema } from '../../schemas/text';

/**
 * What a member of the dealer's staff may do (issue 25). A permission group grants a set of them,
 * optionally only for some stores; a member's permissions are the union of its groups'.
 * `compliance` reads the whistleblower cases; `staff` manages members and groups.
 */
export const staffPermissions = [
  'orders',
  'sellBacks',
  'payments',
  'customers',
  'catalogue',
  'coupons',
  'content',
  'settings',
  'staff',
  'compliance',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export const StaffPermissionSchema = v.picklist(staffPermissions);
export const StaffStoreKeySchema = v.picklist(storeKeys);

/**
 * One permission of the signed-in member and where it holds: every store (`stores: null`) or the
 * listed ones.
 */
export const StaffGrantSchema = v.object({
  permission: StaffPermissionSchema,
  stores: v.nullable(v.array(StaffStoreKeySchema)),
});
export type StaffGrant = v.InferOutput<typeof StaffGrantSchema>;

/** The signed-in staff member as the back-office reads it (GET /staff/me). */
export const StaffMeSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: TextSchema,
  name: TextSchema,
  locale: v.picklist(['de', 'en']),
  grants: v.array(StaffGrantSchema),
});
export type StaffMe = v.InferOutput<typeof StaffMeSchema>;

// ---------------------------------------------------------------------------------------------
// Staff sign-in (issue 25): e-mail, password and a time-based one-time code

const required = (max: number) =>
  v.pipe(TextSchema, v.nonEmpty(validationMessages.required), v.maxLength(max));

/** A code of the authenticator app (RFC 6238): six digits. */
export const StaffOtpSchema = v.pipe(TextSchema, v.regex(/^\d{6}$/, 'must be 6 digits'));

/** How many recovery codes enrolment hands out, each usable once instead of a code. */
export const staffRecoveryCodeCount = 10;

/**
 * POST /staff/session. An enrolled member sends a code of the authenticator app (`otp`) or one of
 * their unused recovery codes; a member without the app yet sends neither and is answered the
 * secret to enrol.
 */
export const StaffSignInBodySchema = v.strictObject({
  email: EmailSchema,
  password: required(200),
  otp: v.optional(StaffOtpSchema),
  recoveryCode: v.optional(required(64)),
});
export type StaffSignInBody = v.InferInput<typeof StaffSignInBodySchema>;

/** POST /staff/session/enrolment: the first code of the app the member just set up. */
export const StaffEnrolmentBodySchema = v.strictObject({
  email: EmailSchema,
  password: required(200),
  otp: StaffOtpSchema,
});
export type StaffEnrolmentBody = v.InferInput<typeof StaffEnrolmentBodySchema>;

const IsoTimestampSchema = v.pipe(TextSchema, v.isoTimestamp());

/**
 * A staff session: the bearer token for `/staff/…` calls (never a customer's token), when it ends
 * at the latest (12 hours after sign-in) and when it ends unless used before (30 minutes idle;
 * every call moves it on).
 */
const signedInEntries = {
  status: v.literal('signedIn'),
  token: TextSchema,
  expiresAt: IsoTimestampSchema,
  idleExpiresAt: IsoTimestampSchema,
  me: StaffMeSchema,
};
export const StaffSignedInSchema = v.object(signedInEntries);
export type StaffSignedIn = v.InferOutput<typeof StaffSignedInSchema>;

/**
 * A member without an authenticator app yet: the secret to add to one (as text, as an otpauth URI
 * and as that URI's QR code in SVG). The same secret until enrolment completes.
 */
export const StaffEnrolmentRequiredSchema = v.object({
  status: v.literal('enrolmentRequired'),
  enrolment: v.object({
    secret: TextSchema,
    otpauthUri: TextSchema,
    qrSvg: TextSchema,
  }),
});
export type StaffEnrolmentRequired = v.InferOutput<typeof StaffEnrolmentRequiredSchema>;

export const StaffSignInAnswerSchema = v.variant('status', [
  StaffSignedInSchema,
  StaffEnrolmentRequiredSchema,
]);
export type StaffSignInAnswer = v.InferOutput<typeof StaffSignInAnswerSchema>;

/** Enrolment completed: signed in, with the recovery codes, shown this once (stored hashed). */
export const StaffEnrolledSchema = v.object({
  ...signedInEntries,
  recoveryCodes: v.array(TextSchema),
});
export type StaffEnrolled = v.InferOutput<typeof StaffEnrolledSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log (issue 25): every staff action, append-only

const optionalFilter = (max: number) =>
  v.optional(
    v.pipe(
      TextSchema,
      v.trim(),
      v.maxLength(max),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/** How many entries one page of GET /staff/audit holds. */
export const auditPageSize = 50;

/** GET /staff/audit: every filter optional; `from`/`to` bound `at` (inclusive). */
export const AuditQuerySchema = v.strictObject({
  staffId: v.optional(v.pipe(TextSchema, v.uuid('must be a staff member id'))),
  action: optionalFilter(100),
  entityType: optionalFilter(100),
  entityId: optionalFilter(200),
  store: v.optional(StaffStoreKeySchema),
  from: v.optional(IsoTimestampSchema),
  to: v.optional(IsoTimestampSchema),
  page: integerParam(1, 100_000, 1),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

/** A value as it was before or after the action: any JSON object, null when there was none. */
const AuditValueSchema = v.nullable(v.record(TextSchema, v.unknown()));

export const AuditEntrySchema = v.object({
  id: v.pipe(TextSchema, v.uuid()),
  at: IsoTimestampSchema,
  /** Who did it; null for a failed sign-in of an unknown e-mail and for the system's own jobs. */
  staff: v.nullable(
    v.object({ id: v.pipe(TextSchema, v.uuid()), name: TextSchema, email: TextSchema }),
  ),
  action: TextSchema,
  entityType: TextSchema,
  entityId: TextSchema,
  store: v.nullable(StaffStoreKeySchema),
  before: AuditValueSchema,
  after: AuditValueSchema,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditListSchema = v.object({
  entries: v.array(AuditEntrySchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AuditList = v.InferOutput<typeof AuditListSchema>;

// ---------------------------------------------------------------------------------------------
// Managing the staff (issue 25, item 2): members and permission groups, for members holding the
// staff permission for every store (a member restricted to some stores manages nobody: their
// groups could otherwise reach beyond their own stores)

const IdSchema = v.pipe(TextSchema, v.uuid());

export const StaffIdParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.uuid('must be an id')),
});

/** A group's name as members see it in the back-office. */
const GroupNameSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(80),
);
const MemberNameSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(120),
);
const StaffLocaleSchema = v.picklist(['de', 'en']);
const GroupIdsSchema = v.pipe(v.array(IdSchema), v.maxLength(50));

export const StaffGroupSchema = v.object({
  id: IdSchema,
  name: TextSchema,
  permissions: v.array(StaffPermissionSchema),
  /** Null: every store. */
  stores: v.nullable(v.array(StaffStoreKeySchema)),
  memberCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type StaffGroup = v.InferOutput<typeof StaffGroupSchema>;

export const StaffGroupListSchema = v.object({ groups: v.array(StaffGroupSchema) });
export type StaffGroupList = v.InferOutput<typeof StaffGroupListSchema>;

/** POST /staff/groups and PUT /staff/groups/{id}: the whole group. */
export const StaffGroupBodySchema = v.strictObject({
  name: GroupNameSchema,
  permissions: v.pipe(
    v.array(StaffPermissionSchema),
    v.minLength(1, validationMessages.required),
    v.transform((permissions) => [...new Set(permissions)]),
  ),
  /** Null: every store; else at least one. */
  stores: v.nullable(
    v.pipe(
      v.array(StaffStoreKeySchema),
      v.minLength(1, validationMessages.required),
      v.transform((stores) => [...new Set(stores)].sort()),
    ),
  ),
});
export type StaffGroupBody = v.InferInput<typeof StaffGroupBodySchema>;

export const StaffMemberSchema = v.object({
  id: IdSchema,
  email: TextSchema,
  name: TextSchema,
  locale: StaffLocaleSchema,
  groups: v.array(v.object({ id: IdSchema, name: TextSchema })),
  /** Whether the member has set up their authenticator app (else the next sign-in enrols). */
  enrolled: v.boolean(),
  disabled: v.boolean(),
  /** The start of their latest session; null before the first sign-in. */
  lastSignInAt: v.nullable(IsoTimestampSchema),
  createdAt: IsoTimestampSchema,
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

export const StaffMemberListSchema = v.object({ members: v.array(StaffMemberSchema) });
export type StaffMemberList = v.InferOutput<typeof StaffMemberListSchema>;

/** POST /staff/members. */
export const StaffMemberCreateBodySchema = v.strictObject({
  email: EmailSchema,
  name: MemberNameSchema,
  locale: StaffLocaleSchema,
  groupIds: GroupIdsSchema,
});
export type StaffMemberCreateBody = v.InferInput<typeof StaffMemberCreateBodySchema>;

/** The new member and their password, shown this once (stored only hashed). */
export const StaffMemberCreatedSchema = v.object({
  member: StaffMemberSchema,
  password: TextSchema,
});
export type StaffMemberCreated = v.InferOutput<typeof StaffMemberCreatedSchema>;

/** PUT /staff/members/{id}: what is sent changes; `groupIds` replaces the member's groups. */
export const StaffMemberUpdateBodySchema = v.strictObject({
  name: v.optional(MemberNameSchema),
  locale: v.optional(StaffLocaleSchema),
  groupIds: v.optional(GroupIdsSchema),
  disabled: v.optional(v.boolean()),
});
export type StaffMemberUpdateBody = v.InferInput<typeof StaffMemberUpdateBodySchema>;
