import type { DealerAccount } from '@shop/api-client';
import type { StoreSettings, StoreSettingsField, StoreSettingsPatch } from '@shop/api-client/staff';
import type { MessageId } from '@shop/i18n';

/** A store's settings form as typed: amounts in units of the store's currency (10000.00). */
export interface StoreSettingsFormValues {
  holder: string;
  bank: string;
  iban: string;
  bic: string;
  accountNumber: string;
  routingNumber: string;
  orderDeskEmail: string;
  amlCashThreshold: string;
  amlLinkedWindowHours: string;
  cashPayoutLimit: string;
  scrapBoxLimit: string;
  orderLimit24h: string;
  unpaidReminderDays: string;
  unpaidCancelDays: string;
}

type Amount = 'amlCashThreshold' | 'cashPayoutLimit' | 'scrapBoxLimit' | 'orderLimit24h';
type Whole = 'amlLinkedWindowHours' | 'unpaidReminderDays' | 'unpaidCancelDays';

/** The form's groups in the order of the page, each with its fields. */
export const settingGroups: readonly {
  id: 'account' | 'orderDesk' | 'limits' | 'deadlines';
  label: MessageId;
  fields: readonly StoreSettingsField[];
}[] = [
  { id: 'account', label: 'backoffice.settings.group.account', fields: ['dealerAccount'] },
  { id: 'orderDesk', label: 'backoffice.settings.group.orderDesk', fields: ['orderDeskEmail'] },
  {
    id: 'limits',
    label: 'backoffice.settings.group.limits',
    fields: [
      'amlCashThreshold',
      'amlLinkedWindowHours',
      'cashPayoutLimit',
      'scrapBoxLimit',
      'orderLimit24h',
    ],
  },
  {
    id: 'deadlines',
    label: 'backoffice.settings.group.deadlines',
    fields: ['unpaidReminderDays', 'unpaidCancelDays'],
  },
];

export const amountFields: readonly Amount[] = [
  'amlCashThreshold',
  'cashPayoutLimit',
  'scrapBoxLimit',
  'orderLimit24h',
];
const wholeFields: readonly Whole[] = [
  'amlLinkedWindowHours',
  'unpaidReminderDays',
  'unpaidCancelDays',
];

export const isAmountField = (field: string): field is Amount =>
  (amountFields as readonly string[]).includes(field);

/** The label of a setting (amounts name their currency). */
export const fieldLabel = (field: StoreSettingsField | 'inMaintenance'): MessageId =>
  `backoffice.settings.field.${field}`;

/** Minor units as typed in the form: 1500000 → "15000.00". */
const units = (centAmount: number) => (centAmount / 100).toFixed(2);

export function storeFormValues(settings: StoreSettings): StoreSettingsFormValues {
  const account = settings.dealerAccount;
  return {
    holder: account.holder,
    bank: account.bank,
    iban: account.kind === 'sepa' ? account.iban : '',
    bic: account.kind === 'sepa' ? account.bic : '',
    accountNumber: account.kind === 'us' ? account.accountNumber : '',
    routingNumber: account.kind === 'us' ? account.routingNumber : '',
    orderDeskEmail: settings.orderDeskEmail,
    amlCashThreshold: units(settings.amlCashThreshold),
    amlLinkedWindowHours: String(settings.amlLinkedWindowHours),
    cashPayoutLimit: units(settings.cashPayoutLimit),
    scrapBoxLimit: units(settings.scrapBoxLimit),
    orderLimit24h: units(settings.orderLimit24h),
    unpaidReminderDays: String(settings.unpaidReminderDays),
    unpaidCancelDays: String(settings.unpaidCancelDays),
  };
}

/** A number as typed, with a comma or a point; NaN for anything else, which the schema refuses. */
const numberOf = (text: string): number =>
  /^\s*\d+([.,]\d{1,2})?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN;
const wholeOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

const accountFields = [
  'holder',
  'bank',
  'iban',
  'bic',
  'accountNumber',
  'routingNumber',
] as const satisfies readonly (keyof StoreSettingsFormValues)[];

/**
 * Every field of the form as the body's patch of one store (the schema checks it). The account
 * joins only when one of its fields was changed: the demo account of a new shop, whose sample
 * IBAN no bank knows, does not keep the store's other settings from being saved.
 */
export function storePatchOf(
  values: StoreSettingsFormValues,
  current: StoreSettings,
): Record<string, unknown> {
  const kind = current.dealerAccount.kind;
  const before = storeFormValues(current);
  const accountTouched = accountFields.some((field) => values[field] !== before[field]);
  const patch: Record<string, unknown> = {
    ...(accountTouched
      ? {
          dealerAccount:
            kind === 'sepa'
              ? {
                  kind,
                  holder: values.holder,
                  bank: values.bank,
                  iban: values.iban,
                  bic: values.bic,
                }
              : {
                  kind,
                  holder: values.holder,
                  bank: values.bank,
                  accountNumber: values.accountNumber,
                  routingNumber: values.routingNumber,
                },
        }
      : {}),
    orderDeskEmail: values.orderDeskEmail,
  };
  for (const field of amountFields) {
    const amount = numberOf(values[field]);
    patch[field] = Number.isNaN(amount) ? amount : Math.round(amount * 100);
  }
  for (const field of wholeFields) patch[field] = wholeOf(values[field]);
  return patch;
}

/** The form field of a body path (`dealerAccount.iban` → iban; the API's `stores.at.…` too). */
export function settingsFieldOf(path: string): keyof StoreSettingsFormValues | null {
  const field = path
    .replace(/^body\./, '')
    .replace(/^stores\.[a-z]{2}\./, '')
    .replace(/^dealerAccount\./, '');
  if (field === 'dealerAccount' || field === 'kind') return 'holder';
  return field in emptyValues ? (field as keyof StoreSettingsFormValues) : null;
}

const emptyValues: Record<keyof StoreSettingsFormValues, true> = {
  holder: true,
  bank: true,
  iban: true,
  bic: true,
  accountNumber: true,
  routingNumber: true,
  orderDeskEmail: true,
  amlCashThreshold: true,
  amlLinkedWindowHours: true,
  cashPayoutLimit: true,
  scrapBoxLimit: true,
  orderLimit24h: true,
  unpaidReminderDays: true,
  unpaidCancelDays: true,
};

/** JSON with object keys sorted: the same value reads the same whatever order its keys came in. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** An account without its demo mark: the same account typed again is no change. */
const plainAccount = ({ demo: _demo, ...account }: DealerAccount) => account;

/** The fields whose value the checked patch changes: what is sent and confirmed. */
export function changesOf(current: StoreSettings, patch: StoreSettingsPatch): StoreSettingsPatch {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch) as [StoreSettingsField, unknown][]) {
    if (value === undefined) continue;
    const before = field === 'dealerAccount' ? plainAccount(current.dealerAccount) : current[field];
    if (canonicalJson(before) !== canonicalJson(value)) changes[field] = value;
  }
  return changes as StoreSettingsPatch;
}
