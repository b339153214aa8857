import * as v from 'valibot';
import { friendlyFormatIBAN } from 'ibantools';
import type { MessageId } from '@shop/i18n';
import { isAbaRoutingNumber, isBic, isIban, isUsAccountNumber } from '../../schemas/bank-details';
import { EmailSchema, requiredText, validationMessages } from '../../schemas/customer';
import { DealerAccountSchema } from '../../schemas/order';
import { CurrencySchema } from '../../schemas/prices';
import { TextSchema } from '../../schemas/text';
import { AuditEntrySchema, StaffStoreKeySchema } from './staff';

/*
 * The shop's run-time settings (issue 26, item 5): maintenance for the whole shop, and per store
 * the dealer's bank account, the order desk's address, the checkout's limits and the unpaid-order
 * days. Amounts are minor units of the store's currency (`currency`).
 */

const m = {
  ...validationMessages,
  iban: 'validation.iban',
  bic: 'validation.bic',
  accountNumber: 'validation.accountNumber',
  routingNumber: 'validation.routingNumber',
  amount: 'validation.settingsAmount',
  amountOrZero: 'validation.settingsAmountOrZero',
  days: 'validation.settingsDays',
  hours: 'validation.settingsHours',
} as const satisfies Record<string, MessageId>;

/** The most any of the settings' amounts may be: 10,000,000.00 in minor units (an int column). */
export const settingsAmountMaximum = 1_000_000_000;

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const amount = (min: 0 | 1) =>
  wholeNumber(min === 0 ? m.amountOrZero : m.amount, min, settingsAmountMaximum);
const days = wholeNumber(m.days, 1, 365);
const hours = wholeNumber(m.hours, 1, 720);

/** The settings of one store as staff read them. */
export const StoreSettingsSchema = v.object({
  store: StaffStoreKeySchema,
  /** The currency of the amounts below. */
  currency: CurrencySchema,
  /** Where customers pay bank-transfer purchases (`demo`: the sample account, not to be paid into). */
  dealerAccount: DealerAccountSchema,
  /** The order desk that hears of every new order of the store. */
  orderDeskEmail: TextSchema,
  /** Cash from this amount on (alone or with the linked orders) needs identification. */
  amlCashThreshold: v.number(),
  /** Hours in which a customer's cash orders add up against the threshold. */
  amlLinkedWindowHours: v.number(),
  /** The most paid out in cash in a branch. */
  cashPayoutLimit: v.number(),
  /** The most a scrap metal box may carry. */
  scrapBoxLimit: v.number(),
  /** The most a customer's buy orders may come to within 24 hours. */
  orderLimit24h: v.number(),
  /** Days after placing an unpaid bank-transfer purchase is reminded. */
  unpaidReminderDays: v.number(),
  /** Days after placing it is cancelled unless paid (later than the reminder). */
  unpaidCancelDays: v.number(),
});
export type StoreSettings = v.InferOutput<typeof StoreSettingsSchema>;

/** What a store's settings may be changed to: each field on its own (a partial update). */
export const storeSettingsFields = [
  'dealerAccount',
  'orderDeskEmail',
  'amlCashThreshold',
  'amlLinkedWindowHours',
  'cashPayoutLimit',
  'scrapBoxLimit',
  'orderLimit24h',
  'unpaidReminderDays',
  'unpaidCancelDays',
] as const;
export type StoreSettingsField = (typeof storeSettingsFields)[number];

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const digits = (message: string, valid: (value: string) => boolean) =>
  v.pipe(
    TextSchema,
    v.transform((value: string) => value.replace(/[\s-]+/g, '')),
    v.nonEmpty(m.required),
    v.check(valid, message),
  );

/** The dealer's account as staff enter it: IBAN and BIC, or (US) account and routing number. */
export const DealerAccountInputSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('sepa'),
    holder: requiredText(100),
    bank: requiredText(100),
    iban: v.pipe(
      TextSchema,
      v.transform(compact),
      v.nonEmpty(m.required),
      v.check(isIban, m.iban),
      // Printed in groups of four, as mails and invoices show it.
      v.transform((value: string) => friendlyFormatIBAN(value) ?? value),
    ),
    bic: v.pipe(TextSchema, v.transform(compact), v.nonEmpty(m.required), v.check(isBic, m.bic)),
  }),
  v.strictObject({
    kind: v.literal('us'),
    holder: requiredText(100),
    bank: requiredText(100),
    accountNumber: digits(m.accountNumber, isUsAccountNumber),
    routingNumber: digits(m.routingNumber, isAbaRoutingNumber),
  }),
]);
export type DealerAccountInput = v.InferOutput<typeof DealerAccountInputSchema>;

/** A partial change of one store's settings; a field left out stays as it is. */
export const StoreSettingsPatchSchema = v.strictObject({
  dealerAccount: v.optional(DealerAccountInputSchema),
  orderDeskEmail: v.optional(EmailSchema),
  amlCashThreshold: v.optional(amount(1)),
  amlLinkedWindowHours: v.optional(hours),
  cashPayoutLimit: v.optional(amount(0)),
  scrapBoxLimit: v.optional(amount(1)),
  orderLimit24h: v.optional(amount(1)),
  unpaidReminderDays: v.optional(days),
  unpaidCancelDays: v.optional(days),
});
export type StoreSettingsPatch = v.InferOutput<typeof StoreSettingsPatchSchema>;

/**
 * PUT /staff/settings: what changes. `inMaintenance` is the whole shop's (a member needs the
 * settings permission for every store); `stores` the named stores' (each needs it for that store).
 */
export const StaffSettingsPatchSchema = v.strictObject({
  inMaintenance: v.optional(v.boolean('must be true or false')),
  stores: v.optional(v.record(StaffStoreKeySchema, StoreSettingsPatchSchema)),
});
export type StaffSettingsPatch = v.InferInput<typeof StaffSettingsPatchSchema>;

/** GET and PUT /staff/settings: the settings the member may read, with their audit entries. */
export const StaffSettingsSchema = v.object({
  inMaintenance: v.boolean(),
  /** Whether the member may change the whole shop's settings (every store's permission). */
  shopEditable: v.boolean(),
  /** The stores the member holds the settings permission for, in the stores' order. */
  stores: v.array(StoreSettingsSchema),
  /** Changes of these settings, newest first (entity `settings`, id `shop` or the store). */
  audit: v.array(AuditEntrySchema),
});
export type StaffSettings = v.InferOutput<typeof StaffSettingsSchema>;
