/**
 * One abuse limit: at most `limit` counted events per `windowSeconds` for one key (an account or
 * a client address). The window starts with the first counted event (fixed window).
 */
export interface RateLimitRule {
  /** Part of the stored key; unique per rule. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * A lockout that grows with failures (failed logins): the first failures cost nothing; from the
 * `firstWaitAfter`th on, each failure makes the next attempt wait, starting at `firstWaitSeconds`
 * and doubling up to `maxWaitSeconds`. A success forgets the failures, and so do `memorySeconds`
 * without an attempt.
 */
export interface BackoffRule {
  /** Part of the stored key; unique per rule. */
  name: string;
  firstWaitAfter: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  memorySeconds: number;
}

/**
 * The wait after each failure, index 0 after the first; the last entry holds for every later one.
 * The stores look the wait up here instead of computing it, so the schedule is written once.
 */
export function backoffWaits({
  firstWaitAfter,
  firstWaitSeconds,
  maxWaitSeconds,
}: BackoffRule): number[] {
  const waits = Array.from({ length: firstWaitAfter - 1 }, () => 0);
  for (let wait = firstWaitSeconds; wait < maxWaitSeconds; wait *= 2) waits.push(wait);
  return [...waits, maxWaitSeconds];
}

const minutes = (n: number) => n * 60;
const hours = (n: number) => minutes(n * 60);

/**
 * Every limit of the account calls, per account and per client address. The address limits are
 * wider: many customers can share one address (offices, mobile carriers).
 */
export const defaultRateLimitRules = {
  /**
   * Failed logins (and wrong current passwords) per e-mail address. Four cost nothing (typos);
   * from the fifth on the next attempt waits 30 s, 1, 2, 4, 8, then 15 minutes after each. A
   * guesser gets about a dozen tries in the first hour and four an hour after that, while the
   * owner, once the guessing stops, waits 15 minutes at most. Failures are kept a day, so a
   * pause does not start a guesser afresh.
   */
  loginAccount: {
    name: 'login-backoff:account',
    firstWaitAfter: 5,
    firstWaitSeconds: 30,
    maxWaitSeconds: minutes(15),
    memorySeconds: hours(24),
  },
  loginAddress: { name: 'login:address', limit: 50, windowSeconds: minutes(15) },
  passwordResetAccount: { name: 'reset:account', limit: 5, windowSeconds: minutes(60) },
  passwordResetAddress: { name: 'reset:address', limit: 20, windowSeconds: minutes(60) },
  activationAccount: { name: 'activation:account', limit: 5, windowSeconds: minutes(60) },
  activationAddress: { name: 'activation:address', limit: 20, windowSeconds: minutes(60) },
  /**
   * Guest sessions: each is a stored session family. Wide, since every new browser (and each
   * test run's browser contexts) asks for one, but bounded so a script cannot fill the table.
   */
  anonymousAddress: { name: 'anonymous:address', limit: 1000, windowSeconds: minutes(60) },
  /** Registrations send a mail to an address nobody has proved yet. */
  registrationAddress: { name: 'registration:address', limit: 30, windowSeconds: minutes(60) },
  smsAccount: { name: 'sms:account', limit: 5, windowSeconds: minutes(60) },
  smsAddress: { name: 'sms:address', limit: 20, windowSeconds: minutes(60) },
  /**
   * SMS per receiving number (E.164), whoever asks: the first code and two resends an hour, at
   * most six a day. Accounts and addresses are cheap to change, the paid-for number is what an
   * SMS pumper needs; the price is that a stranger can hold up one number's verification for a
   * day.
   */
  smsNumber: { name: 'sms:number', limit: 3, windowSeconds: minutes(60) },
  smsNumberDaily: { name: 'sms:number-daily', limit: 6, windowSeconds: hours(24) },
  /** Wrong SMS codes: the fifth ends the code and blocks confirming for 10 minutes (spec 8, 9). */
  codeAccount: { name: 'code:account', limit: 5, windowSeconds: minutes(10) },
  codeAddress: { name: 'code:address', limit: 30, windowSeconds: minutes(10) },
  /** Lookups that tell whether an e-mail address has an account. */
  lookupAddress: { name: 'lookup:address', limit: 60, windowSeconds: minutes(10) },
  /** New carts per owner (guest or customer): each is a stored row; a shopper needs a few. */
  cartCreationOwner: { name: 'carts:owner', limit: 100, windowSeconds: minutes(60) },
  /**
   * Price quotes per owner: each is a stored row. A customer on the review step asks for one per
   * cart change and per lapsed window (QUOTE_LOCK_SECONDS, at least 10 s): a few dozen an hour.
   */
  quoteOwner: { name: 'quotes:owner', limit: 300, windowSeconds: minutes(60) },
  /** Unknown coupon codes: bounded so a script cannot guess codes. */
  couponOwner: { name: 'coupons:owner', limit: 20, windowSeconds: minutes(60) },
  couponAddress: { name: 'coupons:address', limit: 60, windowSeconds: minutes(60) },
  /** Contact messages per client address: each is stored and mailed to the dealer. */
  contactAddress: { name: 'contact:address', limit: 10, windowSeconds: minutes(60) },
  /**
   * Receipts per recipient address: anyone can name any address in the form, so a receipt goes
   * out three times a day at most; later messages still reach the dealer, without a receipt.
   */
  contactReceiptRecipient: {
    name: 'contact-receipt:recipient',
    limit: 3,
    windowSeconds: hours(24),
  },
  /**
   * Whistleblower calls per client address. Counted under a keyed hash of the address, never the
   * address itself: no stored value ties a report to where it came from.
   */
  whistleblowAddress: { name: 'whistleblow:address', limit: 20, windowSeconds: minutes(60) },
  /** Case codes that open nothing: bounded so nobody can try codes. */
  whistleblowCaseAddress: {
    name: 'whistleblow-case:address',
    limit: 20,
    windowSeconds: minutes(60),
  },
  /** Newsletter subscriptions send a mail to an address nobody has proved yet. */
  newsletterAddress: { name: 'newsletter:address', limit: 20, windowSeconds: minutes(60) },
} satisfies Record<string, RateLimitRule | BackoffRule>;

export type RateLimitRules = typeof defaultRateLimitRules;

/** The wait after the maximum number of wrong codes. */
export const codeBlockSeconds = minutes(10);
