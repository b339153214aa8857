import * as v from 'valibot';
import type { MessageId } from '@shop/i18n';
import {
  EmailSchema,
  NewsletterInterestsSchema,
  newsletterStatuses,
  optionalText,
  PhoneSchema,
  requiredText,
  SalutationSchema,
  validationMessages,
} from './customer';
import { MultilineTextSchema, TextSchema } from './text';
import { LanguageTagSchema } from './translation';

/*
 * What visitors send the dealer (spec 7 "Other"): the contact form, the whistleblower system and
 * the newsletter. The API validates with these schemas and the content remote's forms use them.
 */

const messages = {
  dataConsent: 'validation.dataConsent',
  caseCode: 'validation.caseCode',
} as const satisfies Record<string, MessageId>;

const lengthMessage = (issue: { requirement: unknown }) =>
  `${validationMessages.maxLength}:${String(issue.requirement)}`;

/** Free text as people write it: kept with its line breaks, trimmed, required, bounded. */
const requiredLongText = (max: number) =>
  v.pipe(
    MultilineTextSchema,
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.maxLength(max, lengthMessage),
  );

/** Spec 5: the contact form needs data consent; only `true` passes. */
const DataConsentSchema = v.literal(true, messages.dataConsent);

/** POST /application/contact. */
export const ContactDraftSchema = v.strictObject({
  salutation: v.optional(SalutationSchema),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: EmailSchema,
  phone: v.optional(v.union([v.literal(''), PhoneSchema])),
  subject: requiredText(150),
  message: requiredLongText(5000),
  dataConsent: DataConsentSchema,
});
export type ContactDraft = v.InferInput<typeof ContactDraftSchema>;

export const ContactReceiptSchema = v.object({
  /** When the message was received (ISO). */
  receivedAt: v.pipe(TextSchema, v.isoTimestamp()),
});
export type ContactReceipt = v.InferOutput<typeof ContactReceiptSchema>;

/** What a report is about; the reporter picks one. */
export const whistleblowCategories = [
  'moneyLaundering',
  'fraud',
  'corruption',
  'dataProtection',
  'workplace',
  'other',
] as const;
export type WhistleblowCategory = (typeof whistleblowCategories)[number];

/**
 * A case code: 4 groups of 4 characters of an alphabet without look-alikes (no 0/O, 1/I/L),
 * 80 random bits. Typed in any case, with or without dashes.
 */
export const caseCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CaseCodeSchema = v.pipe(
  TextSchema,
  v.transform((s) => s.toUpperCase().replace(/[\s-]/g, '')),
  v.regex(new RegExp(`^[${caseCodeAlphabet}]{16}$`), messages.caseCode),
  v.transform((s) => s.match(/.{4}/g)!.join('-')),
);

/**
 * POST /application/whistleblow. Anonymous by default: name and contact are optional and, like
 * the rest, stored only encrypted.
 */
export const WhistleblowDraftSchema = v.strictObject({
  category: v.picklist(whistleblowCategories, validationMessages.required),
  description: requiredLongText(10_000),
  name: optionalText(200),
  contact: optionalText(200),
});
export type WhistleblowDraft = v.InferInput<typeof WhistleblowDraftSchema>;

/** The answer to a new report: the code that opens the case later. Shown once, never mailed. */
export const WhistleblowReceiptSchema = v.object({ caseCode: TextSchema });
export type WhistleblowReceipt = v.InferOutput<typeof WhistleblowReceiptSchema>;

/** POST /application/whistleblow/case: read a case (in the body, so no log holds the code). */
export const WhistleblowCaseQuerySchema = v.strictObject({ caseCode: CaseCodeSchema });

/** POST /application/whistleblow/case/messages: the reporter adds information. */
export const WhistleblowFollowUpSchema = v.strictObject({
  caseCode: CaseCodeSchema,
  message: requiredLongText(10_000),
});
export type WhistleblowFollowUp = v.InferInput<typeof WhistleblowFollowUpSchema>;

export const whistleblowStatuses = ['received', 'inProgress', 'closed'] as const;
export type WhistleblowStatus = (typeof whistleblowStatuses)[number];
/** Who wrote a message on a case. */
export const whistleblowAuthors = ['reporter', 'dealer'] as const;
export type WhistleblowAuthor = (typeof whistleblowAuthors)[number];

export const WhistleblowCaseSchema = v.object({
  caseCode: TextSchema,
  status: v.picklist(whistleblowStatuses),
  category: v.picklist(whistleblowCategories),
  /** Day precision only (ISO date). */
  receivedOn: v.pipe(TextSchema, v.isoDate()),
  description: MultilineTextSchema,
  messages: v.array(
    v.object({
      author: v.picklist(whistleblowAuthors),
      text: MultilineTextSchema,
      writtenOn: v.pipe(TextSchema, v.isoDate()),
    }),
  ),
});
export type WhistleblowCase = v.InferOutput<typeof WhistleblowCaseSchema>;

/** POST /newsletters/subscriptions?languageTag: the confirmation mail speaks that language. */
export const NewsletterSubscribeQuerySchema = v.strictObject({
  languageTag: v.optional(LanguageTagSchema),
});

/** POST /newsletters/subscriptions?languageTag. */
export const NewsletterSubscriptionDraftSchema = v.strictObject({
  email: EmailSchema,
  interests: v.optional(NewsletterInterestsSchema, []),
});
export type NewsletterSubscriptionDraft = v.InferInput<typeof NewsletterSubscriptionDraftSchema>;

/** The link tokens of the confirmation and unsubscribe mails. */
export const NewsletterTokenBodySchema = v.strictObject({
  token: v.pipe(TextSchema, v.nonEmpty(validationMessages.required), v.maxLength(100)),
});

export const NewsletterSubscriptionSchema = v.object({
  email: TextSchema,
  status: v.picklist(newsletterStatuses),
  interests: v.array(TextSchema),
});
export type NewsletterSubscription = v.InferOutput<typeof NewsletterSubscriptionSchema>;

/** The dealer's answer to a case (admin): a message, and optionally the new status. */
export const WhistleblowAnswerSchema = v.strictObject({
  message: requiredLongText(10_000),
  status: v.optional(v.picklist(whistleblowStatuses)),
});
export type WhistleblowAnswer = v.InferOutput<typeof WhistleblowAnswerSchema>;

export const WhistleblowReportParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.uuid('must be a report id')),
});

/** The dealer's list (admin): each case with the name and contact the reporter chose to give. */
export const WhistleblowReportListSchema = v.array(
  v.object({
    ...v.omit(WhistleblowCaseSchema, ['caseCode']).entries,
    id: TextSchema,
    name: v.optional(TextSchema),
    contact: v.optional(TextSchema),
  }),
);

/** GET /application/settings: what pages need to know of the deployment. */
export const PublicSettingsSchema = v.object({
  /** A public (pk.) Mapbox token, or null: store pages then show no map. */
  mapToken: v.nullable(TextSchema),
  /** Spec 4: the shop is in maintenance; the edge then leads every page to the maintenance page. */
  inMaintenance: v.boolean(),
});
export type PublicSettings = v.InferOutput<typeof PublicSettingsSchema>;
