import {
  addressLines,
  formatGrams,
  type DealerAccount,
  type PayoutBankDetails,
  type PostalAddress,
  type PriceType,
  type ReceivingAddress,
} from '@shop/api-client/contract';
import {
  formatMoney,
  localeTag,
  stores,
  type Currency,
  type Language,
  type StoreKey,
} from '@shop/i18n';
import { lineGross } from '../../carts/totals';
import { mailText, renderMail, type MailContent, type RenderedMail } from './layout';

/** Whom a mail greets: by salutation and last name when known. */
export interface Recipient {
  salutation?: string;
  lastName?: string;
}

function greeting(language: Language, { salutation, lastName }: Recipient): string {
  if (lastName && (salutation === 'mr' || salutation === 'mrs'))
    return mailText(language, `mail.greeting.${salutation}`, { lastName });
  return mailText(language, 'mail.greeting');
}

/** Hours an activation link works; minutes a reset link works (also in the mail's text). */
export const activationValidityHours = 48;
export const passwordResetValidityMinutes = 60;
export const emailChangeValidityHours = 24;
export const smsCodeValidityMinutes = 10;

/** A mail whose point is one link: intro, button, and how long the link works. */
function linkMail(
  language: Language,
  recipient: Recipient,
  name: 'activation' | 'passwordReset' | 'emailChange',
  link: string,
  validity: Record<string, number>,
): RenderedMail {
  const t = (id: string, values?: Record<string, string | number>) =>
    mailText(language, `mail.${name}.${id}`, values);
  return renderMail(language, {
    subject: t('subject'),
    greeting: greeting(language, recipient),
    paragraphs: [t('intro')],
    action: { label: t('action'), url: link },
    after: [t('validity', validity)],
  });
}

export const activationMail = (language: Language, recipient: Recipient, link: string) =>
  linkMail(language, recipient, 'activation', link, { hours: activationValidityHours });

export const passwordResetMail = (language: Language, recipient: Recipient, link: string) =>
  linkMail(language, recipient, 'passwordReset', link, { minutes: passwordResetValidityMinutes });

export const emailChangeMail = (language: Language, recipient: Recipient, link: string) =>
  linkMail(language, recipient, 'emailChange', link, { hours: emailChangeValidityHours });

/** The store's time zone, for dates in its mails and documents. */
export const timeZones: Record<StoreKey, string> = {
  at: 'Europe/Vienna',
  de: 'Europe/Berlin',
  ch: 'Europe/Zurich',
  li: 'Europe/Vaduz',
  us: 'America/New_York',
};

/** A date and time as a store's mails write it (28 November 2026, 10:15 CET). */
const mailDate = (language: Language, store: StoreKey, at: Date) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timeZones[store],
    timeZoneName: 'short',
  }).format(at);

/**
 * Sent to the previous address when a change of the account's e-mail address is requested
 * (`requested`, with a warning and the forgot-password button) and when it is confirmed.
 */
export function emailChangeNoticeMail(
  language: Language,
  recipient: Recipient,
  kind: 'requested' | 'changed',
  {
    at,
    store,
    newEmail,
    forgotPasswordLink,
  }: { at: Date; store: StoreKey; newEmail: string; forgotPasswordLink: string },
): RenderedMail {
  const name = kind === 'requested' ? 'emailChangeRequested' : 'emailChanged';
  const date = mailDate(language, store, at);
  return renderMail(language, {
    subject: mailText(language, `mail.${name}.subject`),
    greeting: greeting(language, recipient),
    paragraphs: [
      mailText(language, `mail.${name}.intro`, { date, newEmail }),
      mailText(language, 'mail.emailChangeRequested.warning'),
    ],
    action: { label: mailText(language, 'mail.passwordChanged.action'), url: forgotPasswordLink },
  });
}

/** Sent after every password change; its button leads to the forgot-password page. */
export function passwordChangedMail(
  language: Language,
  recipient: Recipient,
  {
    changedAt,
    store,
    forgotPasswordLink,
  }: { changedAt: Date; store: StoreKey; forgotPasswordLink: string },
): RenderedMail {
  const date = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timeZones[store],
    timeZoneName: 'short',
  }).format(changedAt);
  return renderMail(language, {
    subject: mailText(language, 'mail.passwordChanged.subject'),
    greeting: greeting(language, recipient),
    paragraphs: [
      mailText(language, 'mail.passwordChanged.intro', { date }),
      mailText(language, 'mail.passwordChanged.warning'),
    ],
    action: { label: mailText(language, 'mail.passwordChanged.action'), url: forgotPasswordLink },
  });
}

/** For checkout (a later issue): the account made with an order, to be activated by its owner. */
export function checkoutAccountMail(
  language: Language,
  recipient: Recipient & { email: string },
  activationLink: string,
): RenderedMail {
  return renderMail(language, {
    subject: mailText(language, 'mail.checkoutAccount.subject'),
    greeting: greeting(language, recipient),
    paragraphs: [mailText(language, 'mail.checkoutAccount.intro', { email: recipient.email })],
    action: { label: mailText(language, 'mail.checkoutAccount.action'), url: activationLink },
    after: [mailText(language, 'mail.activation.validity', { hours: activationValidityHours })],
  });
}

/** The SMS with the phone code; `html` stays empty, an SMS is text. */
export function smsCodeMessage(language: Language, code: string): RenderedMail {
  return {
    subject: mailText(language, 'sms.code.subject'),
    text: mailText(language, 'sms.code.text', { code, minutes: smsCodeValidityMinutes }),
    html: '',
  };
}

/** What the order confirmation tells: the order as placed, and where the money goes. */
export interface OrderMailInput {
  orderNumber: string;
  store: StoreKey;
  locale: string;
  transactionType: PriceType;
  currency: Currency;
  /** `quantity` is grams on scrap lines (to a tenth: 12.5), pieces on the others. */
  lines: { quantity: number; name: string; unitCentAmount: number; isScrap: boolean }[];
  shipping: { methodKey: string; centAmount: number } | null;
  discountCentAmount: number;
  netCentAmount: number;
  taxCentAmount: number;
  grossCentAmount: number;
  paymentMethod: string | null;
  dealerAccount: DealerAccount;
  payoutBankDetails: PayoutBankDetails | null;
  /** Where a seller posts the goods (the order's receivingAddress); null when nothing is posted. */
  receivingAddress: ReceivingAddress | null;
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  /** The branch of a pick-up or a hand-over in store, with its address on one line. */
  branch: { name: string; address: string } | null;
  /** The accompanying slip (PDF) of a posted sale, through the shop; null when nothing is posted. */
  slipLink: string | null;
  /** The page where the order is found by its number and e-mail (a guest's way back to it). */
  lookupLink: string;
}

/** The order's addresses: the branch where goods change hands, else delivery, and billing. */
function orderAddresses(language: Language, order: OrderMailInput): string[] {
  const t = (id: string, values: Record<string, string | number>) =>
    mailText(language, `mail.orderConfirmation.${id}`, values);
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const line = (address: PostalAddress) =>
    addressLines(address, (code) => regions.of(code) ?? code).join(', ');
  return [
    order.branch
      ? t('branch', order.branch)
      : t('shippingAddress', { address: line(order.shippingAddress) }),
    t('billingAddress', { address: line(order.billingAddress) }),
  ];
}

/** One line for an address in running text: name, street, postcode and town, country. */
export const receivingAddressLine = (address: ReceivingAddress) =>
  `${address.name}, ${address.streetAddress}, ${address.zipCode} ${address.city}, ${address.country}`;

/**
 * How a seller hands over the goods: posted to the receiving address (insured, packed, with the
 * order number), or nothing to send when the metal leaves the customer's deposit.
 */
function sellInstructions(language: Language, order: OrderMailInput): string[] {
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.orderConfirmation.${id}`, values);
  if (order.shipping?.methodKey === 'deposit') return [t('sell.fromDeposit')];
  const address = order.receivingAddress;
  if (!address) return [];
  return [
    t('sell.sendTo', { address: receivingAddressLine(address) }),
    ...(address.demo ? [t('sell.demoAddress')] : []),
    t('sell.insured'),
    t('sell.packing'),
    t('sell.enclose', { orderNumber: order.orderNumber }),
    t('sell.next'),
  ];
}

function paymentInstruction(language: Language, order: OrderMailInput, amount: string): string[] {
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.orderConfirmation.${id}`, values);
  const { orderNumber, payoutBankDetails: payout } = order;
  if (order.transactionType === 'buy') {
    if (order.paymentMethod === 'cashInStore') return [t('cashInStore', { amount })];
    const { demo, ...account } = order.dealerAccount;
    return [
      account.kind === 'sepa'
        ? t('bankTransfer', { amount, orderNumber, ...account })
        : t('bankTransfer.us', { amount, orderNumber, ...account }),
      // The sample accounts of a demo setup look real; nobody should pay into them.
      ...(demo ? [t('demoAccount')] : []),
    ];
  }
  if (order.paymentMethod === 'cashInStore' || !payout) return [t('payoutCash', { amount })];
  return [
    payout.kind === 'iban'
      ? t('payoutIban', { amount, ...payout })
      : t('payoutUs', { amount, ...payout }),
  ];
}

/** The order confirmation: lines, shipping, discount, totals and tax, payment or payout. */
export function orderConfirmationMail(language: Language, order: OrderMailInput): RenderedMail {
  const money = (centAmount: number) => formatMoney(centAmount, order.currency, order.locale);
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.orderConfirmation.${id}`, values);
  const sell = order.transactionType === 'sell';
  const { orderNumber } = order;
  const total = money(order.grossCentAmount);
  return renderMail(language, {
    subject: t(sell ? 'subject.sell' : 'subject', { orderNumber }),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [
      t(sell ? 'intro.sell' : 'intro', { orderNumber }),
      ...order.lines.map((line) =>
        t(line.isScrap ? 'line.scrap' : 'line', {
          // A weight in the mail's language as the store writes it: 12,5 g Altgold, 12.5 g.
          quantity: line.isScrap
            ? formatGrams(line.quantity, localeTag(order.store, language))
            : line.quantity,
          name: line.name,
          unitPrice: money(line.unitCentAmount),
          totalPrice: money(lineGross(line)),
        }),
      ),
      ...(order.shipping
        ? [
            t('delivery', {
              method: mailText(language, `mail.shippingMethod.${order.shipping.methodKey}`),
              price: money(order.shipping.centAmount),
            }),
          ]
        : []),
      ...(order.discountCentAmount > 0
        ? [t('discount', { amount: money(order.discountCentAmount) })]
        : []),
      t('net', { amount: money(order.netCentAmount) }),
      t('tax', { amount: money(order.taxCentAmount) }),
      t(sell ? 'payout' : 'total', { amount: total }),
      ...paymentInstruction(language, order, total),
      ...orderAddresses(language, order),
      ...(sell ? sellInstructions(language, order) : []),
      t('follow', { link: order.lookupLink }),
    ],
    // A posted sale's one thing to do: print the slip with the label and put it in the parcel.
    ...(sell && order.slipLink ? { action: { label: t('sell.slip'), url: order.slipLink } } : {}),
  });
}

/** When a contact message arrived, as a person of the store reads dates in that language. */
const contactDate = (store: StoreKey, language: Language, at: Date) =>
  new Intl.DateTimeFormat(localeTag(store, language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZones[store],
  }).format(at);

/** The contact form's message, to the dealer's mailbox, in the language of the store's staff. */
export function contactMail(input: {
  store: StoreKey;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  consentedAt: Date;
}): RenderedMail {
  const language = stores[input.store].staffLanguage;
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.contact.${id}`, values);
  return renderMail(language, {
    subject: t('subject', { subject: input.subject }),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [
      t('intro', { store: input.store.toUpperCase() }),
      t('from', { name: input.name, email: input.email }),
      ...(input.phone ? [t('phone', { phone: input.phone })] : []),
      input.message,
      t('consent', { date: contactDate(input.store, language, input.consentedAt) }),
    ],
  });
}

/**
 * The sender's receipt of a contact message, in the language they wrote in. Its text is fixed:
 * the form's address is nobody's proof, so nothing the sender typed (subject, message, name) goes
 * out in the dealer's name to whatever address was given.
 */
export function contactReceivedMail(language: Language): RenderedMail {
  const t = (id: string) => mailText(language, `mail.contactReceived.${id}`);
  return renderMail(language, {
    subject: t('subject'),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [t('intro'), t('retention')],
  });
}

/** Hours a newsletter confirmation link works. */
export const newsletterConfirmValidityHours = 72;

/**
 * Every newsletter mail (the confirmation too) ends with the unsubscribe link of its
 * subscription; the layout puts it above the footer.
 */
function newsletterMail(
  language: Language,
  email: string,
  unsubscribeLink: string,
  content: Omit<MailContent, 'unsubscribe'>,
): RenderedMail {
  return renderMail(language, {
    ...content,
    unsubscribe: {
      hint: mailText(language, 'mail.newsletter.unsubscribeHint', { email }),
      label: mailText(language, 'mail.newsletter.unsubscribe'),
      url: unsubscribeLink,
    },
  });
}

export function newsletterConfirmMail(
  language: Language,
  email: string,
  links: { confirm: string; unsubscribe: string },
): RenderedMail {
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.newsletterConfirm.${id}`, values);
  return newsletterMail(language, email, links.unsubscribe, {
    subject: t('subject'),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [t('intro', { email })],
    action: { label: t('action'), url: links.confirm },
    after: [t('validity', { hours: newsletterConfirmValidityHours })],
  });
}

export function newsletterWelcomeMail(
  language: Language,
  email: string,
  unsubscribeLink: string,
): RenderedMail {
  return newsletterMail(language, email, unsubscribeLink, {
    subject: mailText(language, 'mail.newsletterWelcome.subject'),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [mailText(language, 'mail.newsletterWelcome.intro')],
  });
}

export interface LimitOrderExecutedMailInput {
  number: string;
  orderNumber: string;
  type: PriceType;
  name: string;
  quantity: number;
  currency: Currency;
  locale: string;
  targetCentAmount: number;
  unitCentAmount: number;
  /** The limit order's page in the account. */
  link: string;
}

/** Sent when the executor has turned a limit order into an order. */
export function limitOrderExecutedMail(
  language: Language,
  input: LimitOrderExecutedMailInput,
): RenderedMail {
  const money = (centAmount: number) => formatMoney(centAmount, input.currency, input.locale);
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.limitOrderExecuted.${id}`, values);
  return renderMail(language, {
    subject: t('subject', { number: input.number }),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [
      t(`intro.${input.type}`, {
        name: input.name,
        target: money(input.targetCentAmount),
        number: input.number,
        quantity: input.quantity,
        price: money(input.unitCentAmount),
      }),
      t('order', { orderNumber: input.orderNumber }),
    ],
    action: { label: t('action'), url: input.link },
  });
}

/** A price alert's mail: the price reached, and the limit-order form prefilled with the target. */
export function priceAlertMail(
  language: Language,
  input: { type: PriceType; name: string; price: string; target: string; link: string },
): RenderedMail {
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.priceAlert.${id}`, values);
  return renderMail(language, {
    subject: t('subject', { name: input.name }),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [
      t(`intro.${input.type}`, { name: input.name, price: input.price, target: input.target }),
      t('hint'),
    ],
    action: { label: t('action'), url: input.link },
  });
}

/** An availability alert's mail: the product can be bought again. */
export function availabilityAlertMail(
  language: Language,
  input: { name: string; link: string },
): RenderedMail {
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.availabilityAlert.${id}`, values);
  return renderMail(language, {
    subject: t('subject', { name: input.name }),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [t('intro', { name: input.name })],
    action: { label: t('action'), url: input.link },
  });
}
