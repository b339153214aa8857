import * as v from 'valibot';
import { languages, type MessageId } from '@shop/i18n';
import { TextSchema } from './text';
import { LanguageTagSchema } from './translation';

/*
 * The customer contract of spec sections 3, 5 and 7. The API validates requests with these
 * schemas, and the account remote's forms use the same ones, so a rule is written once.
 * Validation messages are message ids of `@shop/i18n` (`validation.*`): the forms show them
 * localized, and the API localizes them in its error details.
 */

export const validationMessages = {
  required: 'validation.required',
  email: 'validation.email',
  password: 'validation.password',
  passwordsDontMatch: 'validation.passwordsDontMatch',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  numeric: 'validation.numeric',
  digits: 'validation.digits',
  phone: 'validation.phone',
  phoneEu: 'validation.phoneEu',
  phoneCountry: 'validation.phoneCountry',
  vatId: 'validation.vatId',
  zipSwiss: 'validation.zipSwiss',
  zipUs: 'validation.zipUs',
  zipUsState: 'validation.zipUsState',
  zipUnknown: 'validation.zipUnknown',
  country: 'validation.country',
  code: 'validation.code',
} as const;

const m = validationMessages satisfies Record<string, MessageId>;

/**
 * A length rule's message carries its figure after a colon (`validation.maxLength:60`), since
 * spec 5 words it as 'at least {length} characters'; `parseValidationMessage` splits it again.
 */
const lengthMessage =
  (id: string) =>
  (issue: { requirement: unknown }): string =>
    `${id}:${String(issue.requirement)}`;

export function parseValidationMessage(message: string): {
  id: string;
  values: Record<string, string>;
} {
  const [id = message, length] = message.split(':');
  return { id, values: length === undefined ? {} : { length } };
}

/** A required single-line text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max = 100) =>
  v.pipe(
    TextSchema,
    v.trim(),
    v.nonEmpty(m.required),
    v.maxLength(max, lengthMessage(m.maxLength)),
  );

/** An optional single-line text: trimmed; an empty string counts as not given. */
export const optionalText = (max = 100) =>
  v.optional(
    v.pipe(
      TextSchema,
      v.trim(),
      v.maxLength(max, lengthMessage(m.maxLength)),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

export const EmailSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.nonEmpty(m.required),
  v.toLowerCase(),
  v.maxLength(254, lengthMessage(m.maxLength)),
  v.email(m.email),
);

/** Spec 5: at least 8 characters with at least one capital letter and a number. */
export const PasswordSchema = v.pipe(
  TextSchema,
  v.nonEmpty(m.required),
  v.minLength(8, m.password),
  v.maxLength(200, lengthMessage(m.maxLength)),
  v.regex(/\p{Lu}/u, m.password),
  v.regex(/\p{N}/u, m.password),
);

/** Accepts Mr./Mrs. as written in the spec, any case, with or without the dot. */
export const salutations = ['mr', 'mrs'] as const;
export type Salutation = (typeof salutations)[number];
export const SalutationSchema = v.pipe(
  TextSchema,
  v.transform((s) => s.trim().toLowerCase().replace(/\.$/, '')),
  v.picklist(salutations, m.required),
);

export const customerTypes = ['individual', 'company'] as const;
export type CustomerType = (typeof customerTypes)[number];

export const newsletterInterests = [
  'gold',
  'silver',
  'platinum',
  'palladium',
  'numismatics',
  'market-news',
  'offers',
] as const;
export type NewsletterInterest = (typeof newsletterInterests)[number];
/** A newsletter subscription (double opt-in): pending until the mailed link is followed. */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const NewsletterInterestsSchema = v.pipe(
  v.array(v.picklist(newsletterInterests)),
  v.transform((list) => [...new Set(list)]),
);

/** International form as typed; the API checks it with libphonenumber (EU numbers need + and country code). */
export const PhoneSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.nonEmpty(m.required),
  v.maxLength(30, lengthMessage(m.maxLength)),
  v.regex(/^\+?[0-9 ()/.-]{4,30}$/, m.phone),
);

/** Swiss numbers may carry their MWST/TVA/IVA suffix (CHE-116.281.710 MWST), the API checks the rest. */
export const VatIdSchema = v.pipe(
  TextSchema,
  v.transform((s) => s.replace(/[\s.-]/g, '').toUpperCase()),
  v.regex(/^(?:[A-Z]{2}[0-9A-Z]{2,13}|CHE\d{9}(?:MWST|TVA|IVA))$/, m.vatId),
);

/** ISO 3166-1 alpha-2. Which countries a store ships to is checked where it matters (checkout). */
export const CountryCodeSchema = v.pipe(
  TextSchema,
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, m.country),
);

// ---------------------------------------------------------------------------------------------
// Sessions and tokens (spec 3 "token data", spec 7 auth calls)

export const tokenLevels = ['Anonymous', 'User'] as const;
export type TokenLevel = (typeof tokenLevels)[number];

/**
 * What the API issues. The edge keeps accessToken and refreshToken in HttpOnly cookies and
 * removes them before the answer reaches a browser (see PublicTokenDataSchema).
 */
export const TokenDataSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  ownerId: v.string(),
  /** ISO time at which the access token expires. */
  expiresAt: v.string(),
  level: v.picklist(tokenLevels),
});
export type TokenData = v.InferOutput<typeof TokenDataSchema>;

/** Token data as a browser sees it after the edge took the tokens out. */
export const PublicTokenDataSchema = v.object({
  ownerId: v.string(),
  expiresAt: v.string(),
  level: v.picklist(tokenLevels),
});
export type PublicTokenData = v.InferOutput<typeof PublicTokenDataSchema>;

/** The fields of an answer that carry secrets; the edge strips exactly these. */
export const tokenSecretFields = ['accessToken', 'refreshToken'] as const;

export const RefreshTokenBodySchema = v.strictObject({
  refreshToken: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(512)),
});

/**
 * The second factor where an account has it on (issue 26): a code of the authenticator app or
 * one of the recovery codes. Sent with the password at sign-in and with changes that need it.
 */
export const secondFactorFields = {
  otp: v.optional(v.pipe(TextSchema, v.trim(), v.regex(/^\d{6}$/, m.code))),
  recoveryCode: v.optional(v.pipe(TextSchema, v.trim(), v.nonEmpty(m.required), v.maxLength(20))),
};
export type SecondFactorProof = { otp?: string; recoveryCode?: string };

export const LoginBodySchema = v.strictObject({
  email: EmailSchema,
  password: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(200)),
  ...secondFactorFields,
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

// ---------------------------------------------------------------------------------------------
// Addresses (spec 3)

const addressFields = {
  title: optionalText(40),
  salutation: v.optional(SalutationSchema),
  firstName: requiredText(60),
  lastName: requiredText(60),
  company: optionalText(100),
  streetName: requiredText(100),
  streetNumber: requiredText(20),
  apartment: optionalText(40),
  zipCode: v.pipe(TextSchema, v.trim(), v.nonEmpty(m.required), v.maxLength(12)),
  city: requiredText(80),
  /** US state (two letters) where the country has states; otherwise optional. */
  state: optionalText(40),
  country: CountryCodeSchema,
  phone: v.optional(v.union([PhoneSchema, v.literal('')])),
};

/** Spec 5: Swiss zip four digits; US zip five digits (ZIP+4 allowed); existence and state are checked by the API. */
export function zipCodeIssue(country: string, zipCode: string): string | undefined {
  if (country === 'CH' || country === 'LI') return /^\d{4}$/.test(zipCode) ? undefined : m.zipSwiss;
  if (country === 'US') return /^\d{5}(-\d{4})?$/.test(zipCode) ? undefined : m.zipUs;
  // Says how many digits: '1010' is all digits, yet wrong for Germany.
  if (country === 'AT') return /^\d{4}$/.test(zipCode) ? undefined : `${m.digits}:4`;
  if (country === 'DE') return /^\d{5}$/.test(zipCode) ? undefined : `${m.digits}:5`;
  return undefined;
}

/** The zip and state rules of spec 5 on any object carrying an address's fields. */
const addressRules = <
  T extends { country: string; zipCode: string; state?: string | undefined },
>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { country, zipCode, state } = dataset.value;
    const zipIssue = zipCodeIssue(country, zipCode);
    if (zipIssue)
      addIssue({
        message: zipIssue,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'zipCode', value: zipCode },
        ],
      });
    if (country === 'US' && !state)
      addIssue({
        message: m.required,
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'state', value: state },
        ],
      });
  });

export const AddressDraftSchema = v.pipe(
  v.strictObject({
    ...addressFields,
    defaultShipping: v.optional(v.boolean()),
    defaultBilling: v.optional(v.boolean()),
  }),
  addressRules(),
);
export type AddressDraft = v.InferOutput<typeof AddressDraftSchema>;

/** The address fields of spec 3 without the account's default marks: a cart's shipping or billing address. */
export const PostalAddressSchema = v.pipe(v.strictObject(addressFields), addressRules());
export type PostalAddress = v.InferOutput<typeof PostalAddressSchema>;

export const AddressSchema = v.object({
  id: v.string(),
  title: v.optional(v.string()),
  salutation: v.optional(v.picklist(salutations)),
  firstName: v.string(),
  lastName: v.string(),
  company: v.optional(v.string()),
  streetName: v.string(),
  streetNumber: v.string(),
  apartment: v.optional(v.string()),
  zipCode: v.string(),
  city: v.string(),
  state: v.optional(v.string()),
  country: v.string(),
  phone: v.optional(v.string()),
  defaultShipping: v.boolean(),
  defaultBilling: v.boolean(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

// ---------------------------------------------------------------------------------------------
// Customers (spec 3, 7)

export const CustomerSchema = v.object({
  id: v.string(),
  email: v.string(),
  salutation: v.picklist(salutations),
  firstName: v.string(),
  lastName: v.string(),
  type: v.picklist(customerTypes),
  companyName: v.optional(v.string()),
  vatId: v.optional(v.string()),
  phone: v.optional(v.string()),
  phoneVerified: v.boolean(),
  emailVerified: v.boolean(),
  newsletterInterests: v.array(v.picklist(newsletterInterests)),
  /**
   * The newsletter subscription of the customer's address, absent when there is none. The
   * interests count as subscribed only once it is `confirmed`; `pending` waits for the link in
   * the confirmation mail.
   */
  newsletterStatus: v.optional(v.picklist(newsletterStatuses)),
  languageTag: v.picklist(languages),
  addresses: v.array(AddressSchema),
  createdAt: v.string(),
  version: v.number(),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** POST /customers: registration (spec 3 fields, camelCase) plus the language of the mails. */
export const CustomerDraftSchema = v.pipe(
  v.strictObject({
    email: EmailSchema,
    password: PasswordSchema,
    salutation: SalutationSchema,
    firstName: requiredText(60),
    lastName: requiredText(60),
    type: v.optional(v.picklist(customerTypes), 'individual'),
    companyName: optionalText(100),
    vatId: v.optional(v.union([VatIdSchema, v.literal('')])),
    phone: v.optional(v.union([PhoneSchema, v.literal('')])),
    newsletterInterests: v.optional(NewsletterInterestsSchema, []),
    languageTag: v.optional(LanguageTagSchema),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['companyName']],
      (c) => c.type !== 'company' || !!c.companyName,
      m.required,
    ),
    ['companyName'],
  ),
);
export type CustomerDraft = v.InferOutput<typeof CustomerDraftSchema>;

/** PUT /customers/{id}: the profile; e-mail and password change through their own calls. */
export const CustomerUpdateSchema = v.pipe(
  v.strictObject({
    salutation: v.optional(SalutationSchema),
    firstName: v.optional(requiredText(60)),
    lastName: v.optional(requiredText(60)),
    type: v.optional(v.picklist(customerTypes)),
    companyName: optionalText(100),
    vatId: v.optional(v.union([VatIdSchema, v.literal('')])),
    phone: v.optional(v.union([PhoneSchema, v.literal('')])),
    newsletterInterests: v.optional(NewsletterInterestsSchema),
    languageTag: v.optional(LanguageTagSchema),
    /** Optimistic concurrency: a stale version answers 409. */
    version: v.optional(v.pipe(v.number(), v.integer())),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['companyName']],
      (c) => c.type !== 'company' || !!c.companyName,
      m.required,
    ),
    ['companyName'],
  ),
);
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdateSchema>;

export const ChangePasswordBodySchema = v.strictObject({
  currentPassword: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(200)),
  newPassword: PasswordSchema,
  ...secondFactorFields,
});
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordBodySchema>;

/** POST /customers/emails/password-reset */
export const PasswordResetRequestBodySchema = v.strictObject({
  email: EmailSchema,
  languageTag: v.optional(LanguageTagSchema),
});

/** PUT /customers/password: the token from the reset mail and the new password. */
export const PasswordResetBodySchema = v.strictObject({
  token: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(512)),
  newPassword: PasswordSchema,
});

/** POST /customers/emails/registration-activation */
export const ActivationRequestBodySchema = v.strictObject({
  email: EmailSchema,
  languageTag: v.optional(LanguageTagSchema),
});

export const EmailVerificationQuerySchema = v.strictObject({
  emailToken: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(512)),
});

export const EmailLookupQuerySchema = v.strictObject({
  email: EmailSchema,
  storeKey: v.optional(TextSchema),
});
export const EmailLookupResponseSchema = v.object({ exists: v.boolean() });

export const FirstTimeLoginQuerySchema = v.strictObject({ email: EmailSchema });
export const FirstTimeLoginResponseSchema = v.object({ firstTimeLoggingIn: v.boolean() });

export const VatValidationQuerySchema = v.strictObject({
  vat: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(20)),
});
export const VatValidationResponseSchema = v.object({
  valid: v.boolean(),
  /** Country prefix as written in the number (EL for Greece, CHE for Switzerland). */
  countryCode: v.optional(v.string()),
  vatNumber: v.string(),
});

export const MergeBodySchema = v.strictObject({
  anonymousId: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(64)),
  customerId: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(64)),
});
export const MergeResponseSchema = v.object({
  carts: v.number(),
  wishlists: v.number(),
});
export type MergeResponse = v.InferOutput<typeof MergeResponseSchema>;

/** DELETE /customers/{id}: spec 5 needs the password (and no limit orders left). */
export const DeleteCustomerBodySchema = v.strictObject({
  password: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(200)),
  ...secondFactorFields,
});

export const CustomerIdParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.nonEmpty(), v.maxLength(64)),
});
export const CustomerAddressParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.nonEmpty(), v.maxLength(64)),
  addressId: v.pipe(TextSchema, v.nonEmpty(), v.maxLength(64)),
});

/** POST /customers/login: a User session and the customer. */
export const LoginResponseSchema = v.object({
  ...TokenDataSchema.entries,
  customer: CustomerSchema,
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
/** The login answer as a browser receives it through the edge. */
export const PublicLoginResponseSchema = v.object({
  ...PublicTokenDataSchema.entries,
  customer: CustomerSchema,
});

export const PhoneVerificationBodySchema = v.strictObject({ phone: PhoneSchema });
export const PhoneVerificationConfirmBodySchema = v.strictObject({
  code: v.pipe(TextSchema, v.trim(), v.regex(/^\d{6}$/, m.code)),
});
export const PhoneVerificationResponseSchema = v.object({
  /** ISO time until which the sent code is valid. */
  expiresAt: v.string(),
});

/** Accepted-for-sending answers never tell whether an account exists (no enumeration). */
export const AcceptedResponseSchema = v.object({ accepted: v.literal(true) });

// ---------------------------------------------------------------------------------------------
// Outbox (development transport of mail and SMS; exists only while the outbox is the transport)

export const OutboxQuerySchema = v.strictObject({
  to: v.pipe(TextSchema, v.trim(), v.nonEmpty(m.required), v.maxLength(254)),
});
/** A file a mail in the outbox carried: its name, type and size in bytes. */
export const OutboxAttachmentSchema = v.object({
  filename: v.string(),
  contentType: v.string(),
  size: v.number(),
});
export type OutboxAttachment = v.InferOutput<typeof OutboxAttachmentSchema>;

export const OutboxMessageSchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  attachments: v.array(OutboxAttachmentSchema),
  createdAt: v.string(),
});
export const OutboxResponseSchema = v.object({ messages: v.array(OutboxMessageSchema) });
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;
