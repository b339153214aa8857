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

const minutes = (n: number) => n * 60;
const hours = (n: number) => minutes(n * 60);

/**
 * Every limit of the account calls, per account and per client address. The address limits are
 * wider: many customers can share one address (offices, mobile carriers).
 */
export const defaultRateLimitRules = {
  /** Failed logins (and wrong current passwords) per e-mail address. */
  loginAccount: { name: 'login:account', limit: 10, windowSeconds: minutes(15) },
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
} satisfies Record<string, RateLimitRule>;

export type RateLimitRules = typeof defaultRateLimitRules;

/** The wait after the maximum number of wrong codes. */
export const codeBlockSeconds = minutes(10);
