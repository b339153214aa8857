import {
  cartLimitCentAmount,
  contentRootFolders,
  limitOrderMaxCentAmount,
  minimumCartCentAmount,
} from '@shop/api-client/contract';
import {
  formatMoney,
  formatNumber,
  localeTag,
  stores,
  type Language,
  type StoreKey,
} from '@shop/i18n';
import type { StoreRules } from '../checkout/reference-data';

/*
 * Placeholders: the one place where content texts meet the running configuration.
 *
 * A text that states a fact the configuration decides (the legal texts: how often prices are
 * recalculated, how long a confirmed price holds, the payment deadline, limits) must not type
 * the number in, or it goes wrong the day the setting changes. Editors write `{{name}}` instead,
 * in any string of a story (rich text, titles); content delivery replaces it with the value of
 * the running API, formatted for the story's store and language. The names are `placeholders`
 * below and nothing else: seeded stories are checked against them in tests
 * (seed/content/placeholders.test.ts), the editor API refuses a story that names another,
 * and delivery never shows a `{{...}}` to a customer (an unknown one is logged and left out).
 */

/** The configuration the texts name; app.ts fills it from the same values the shop runs on. */
export interface ContentFacts {
  /** PRICE_RECALC_INTERVAL_SECONDS; 0: recalculated only when forced. */
  priceRecalcIntervalSeconds: number;
  /** QUOTE_LOCK_SECONDS: how long the review step's confirmed prices hold. */
  quoteLockSeconds: number;
  /** COUPON_SELL_BACK_DAYS. */
  couponSellBackDays: number;
  /** PAYMENT_DEADLINE_DAYS. */
  paymentDeadlineDays: number;
  /** DEPOSIT_FEE_BASIS_POINTS (a year). */
  depositFeeBasisPoints: number;
}

/** What a value is formatted for: the story's store (currency, its rules) and language. */
export interface PlaceholderContext {
  facts: ContentFacts;
  store: StoreKey;
  language: Language;
  rules: Pick<
    StoreRules,
    | 'scrapBoxLimitCentAmount'
    | 'orderLimit24hCentAmount'
    | 'amlCashThresholdCentAmount'
    | 'cashPayoutLimitCentAmount'
  >;
}

const words = {
  de: { minute: ['Minute', 'Minuten'], second: ['Sekunde', 'Sekunden'], every: 'alle' },
  en: { minute: ['minute', 'minutes'], second: ['second', 'seconds'], every: 'every' },
} as const;

/** 180 → "3 Minuten", 90 → "90 Sekunden", 60 → "1 minute". */
export function duration(seconds: number, language: Language): string {
  const unit = seconds % 60 === 0 ? 'minute' : 'second';
  const count = unit === 'minute' ? seconds / 60 : seconds;
  return `${count} ${words[language][unit][count === 1 ? 0 : 1]}`;
}

const money = (context: PlaceholderContext, centAmount: number) =>
  formatMoney(
    centAmount,
    stores[context.store].currency,
    localeTag(context.store, context.language),
  );

/** Every placeholder there is, by name, with its value in a context. */
export const placeholders = {
  /** "alle 3 Minuten" / "every 3 minutes"; a shop without the timer recalculates on demand. */
  priceRecalcEvery: ({ facts, language }) =>
    facts.priceRecalcIntervalSeconds > 0
      ? `${words[language].every} ${duration(facts.priceRecalcIntervalSeconds, language)}`
      : language === 'de'
        ? 'bei jeder Marktbewegung, die wir übernehmen'
        : 'whenever we take over a market movement',
  quoteLockDuration: ({ facts, language }) => duration(facts.quoteLockSeconds, language),
  couponSellBackDays: ({ facts }) => String(facts.couponSellBackDays),
  paymentDeadlineDays: ({ facts }) => String(facts.paymentDeadlineDays),
  depositFeePercent: ({ facts, store, language }) =>
    formatNumber(facts.depositFeeBasisPoints / 10_000, localeTag(store, language), {
      style: 'percent',
      maximumFractionDigits: 2,
    }),
  minimumOrder: (context) => money(context, minimumCartCentAmount),
  cartMaximum: (context) => money(context, cartLimitCentAmount),
  limitOrderMaximum: (context) => money(context, limitOrderMaxCentAmount),
  orderLimit24h: (context) => money(context, context.rules.orderLimit24hCentAmount),
  scrapBoxMaximum: (context) => money(context, context.rules.scrapBoxLimitCentAmount),
  cashPayoutMaximum: (context) => money(context, context.rules.cashPayoutLimitCentAmount),
  amlCashThreshold: (context) => money(context, context.rules.amlCashThresholdCentAmount),
} satisfies Record<string, (context: PlaceholderContext) => string>;

export type PlaceholderName = keyof typeof placeholders;

const pattern = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const isPlaceholder = (name: string): name is PlaceholderName =>
  Object.prototype.hasOwnProperty.call(placeholders, name);

/** Every string of a JSON value (a story's content, its name), depth first. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) yield* strings(v);
}

/** The placeholder names a value uses that do not exist, each once. */
export function unknownPlaceholders(value: unknown): string[] {
  const unknown = new Set<string>();
  for (const text of strings(value))
    for (const [, name] of text.matchAll(pattern)) if (!isPlaceholder(name!)) unknown.add(name!);
  return [...unknown];
}

/**
 * A copy of `value` with every placeholder replaced by its value in `context`; an unknown one is
 * left out (and reported) so no customer reads `{{...}}`. Values are computed once per name.
 */
export function resolvePlaceholders<T>(
  value: T,
  context: PlaceholderContext,
): { value: T; unknown: string[] } {
  const unknown = new Set<string>();
  const computed = new Map<string, string>();
  const valueOf = (name: string) => {
    if (!isPlaceholder(name)) {
      unknown.add(name);
      return '';
    }
    let text = computed.get(name);
    if (text === undefined) computed.set(name, (text = placeholders[name](context)));
    return text;
  };
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.includes('{{')
        ? node.replace(pattern, (_all, name: string) => valueOf(name))
        : node;
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
    return node;
  };
  return { value: visit(value) as T, unknown: [...unknown] };
}

/** The store and language of a content root folder (`at-de`); undefined for another folder. */
export const rootFolderLocation = (rootFolder: string) =>
  contentRootFolders.find((folder) => folder.rootFolder === rootFolder);
