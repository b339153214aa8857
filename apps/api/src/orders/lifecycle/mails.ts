import { and, eq, isNull } from 'drizzle-orm';
import { languageOfTag, type Order } from '@shop/api-client/contract';
import { formatMoney, stores, type Language, type StoreKey } from '@shop/i18n';
import { branchById } from '../../checkout/reference-data';
import type { Database } from '../../db/client';
import type { Messaging } from '../../plugins/messaging/messaging';
import type { OutgoingMessage } from '../../plugins/messaging/transport';
import { mailText, renderMail, type RenderedMail } from '../../plugins/messaging/layout';
import { timeZones } from '../../plugins/messaging/templates';
import type { Dealer } from '../dealer';
import { readOrders, type OrderEventRow } from '../order-view';
import { orderEvents, orders } from '../tables';
import type { MailAttachment } from './hooks';
import type { StoredSettlement } from './settlement';

/*
 * The mails of an order's steps (issue 25, item 8): the customer's at each step, in the order's
 * language, and the order desk's for each new order. Sent after commit, claimed on the timeline
 * entry (mail_sent_at) so each goes out at most once.
 */

export interface StepMailInput {
  language: Language;
  order: Order;
  entry: OrderEventRow;
  /** The order's page in the account. */
  orderLink: string;
  /** The page where the customer answers a changed offer (assayed with the offer waiting). */
  offerLink: string;
  /** The branch of a pick-up, with its address on one line. */
  branch: { name: string; address: string } | null;
  /** Reminders: when the order is cancelled unless paid or collected. */
  deadline: Date | null;
}

const dateIn = (language: Language, store: StoreKey, at: Date) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: timeZones[store],
  }).format(at);

const lineName = (order: Order, lineId: string, language: Language) =>
  order.lineItems.find((line) => line.id === lineId)?.name[language] ?? lineId;

/** The customer's mail of a timeline entry, or null for a step without one. */
export function stepMail(input: StepMailInput): RenderedMail | null {
  const { language, order, entry } = input;
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.orderStep.${id}`, values);
  const money = (centAmount: number) => formatMoney(centAmount, order.currency, order.locale);
  const { orderNumber } = order;
  const details = entry.details as Record<string, unknown>;
  const view = { label: t('action'), url: input.orderLink };
  const mail = (
    subject: string,
    paragraphs: string[],
    action: { label: string; url: string } = view,
  ) =>
    renderMail(language, {
      subject,
      greeting: mailText(language, 'mail.greeting'),
      paragraphs,
      action,
    });
  switch (entry.event) {
    case 'paymentReceived': {
      const method = order.shippingInfo?.methodKey;
      const next =
        method === 'deposit'
          ? 'deposit'
          : method === 'pickup' || method === 'leave-in-store' || method === 'send-to-store'
            ? 'pickup'
            : 'ship';
      const amount = details.amount as { centAmount: number };
      return mail(t('paymentReceived.subject', { orderNumber }), [
        t('paymentReceived.intro', {
          orderNumber,
          amount: money(amount.centAmount),
          date: dateIn(language, order.store, new Date(String(details.paidAt))),
        }),
        t(`paymentReceived.next.${next}`),
      ]);
    }
    case 'shipped':
      return mail(
        t('shipped.subject', { orderNumber }),
        [
          t('shipped.intro', {
            orderNumber,
            carrier: mailText(language, `mail.carrier.${String(details.carrier)}`),
            trackingNumber: String(details.trackingNumber),
          }),
        ],
        { label: t('shipped.action'), url: String(details.trackingUrl) },
      );
    case 'readyForPickup':
      return mail(t('readyForPickup.subject', { orderNumber }), [
        input.branch
          ? t('readyForPickup.intro', {
              orderNumber,
              branch: `${input.branch.name}, ${input.branch.address}`,
            })
          : t('readyForPickup.introNoBranch', { orderNumber }),
        ...(order.paymentState !== 'Paid'
          ? [t('readyForPickup.cash', { amount: money(order.totalGrossPrice.centAmount) })]
          : []),
        ...(order.cashIdentificationRequired ? [t('readyForPickup.identification')] : []),
      ]);
    case 'reminded':
      return mail(t('reminded.subject', { orderNumber }), [
        t(`reminded.intro.${order.paymentMethod === 'cashInStore' ? 'cash' : 'transfer'}`, {
          orderNumber,
          amount: money(order.totalGrossPrice.centAmount),
          date: dateIn(language, order.store, new Date(order.createdAt)),
        }),
        ...(input.deadline
          ? [t('reminded.deadline', { deadline: dateIn(language, order.store, input.deadline) })]
          : []),
      ]);
    case 'cancelled':
      return mail(t('cancelled.subject', { orderNumber }), [
        t('cancelled.intro', { orderNumber }),
        t('cancelled.reason', { reason: String(details.reason) }),
      ]);
    case 'offerDeclined':
      return mail(t('offerDeclined.subject', { orderNumber }), [
        t('offerDeclined.intro', { orderNumber }),
      ]);
    case 'goodsReceived': {
      const missing = (details.lines as { lineId: string; received: boolean }[])
        .filter((line) => !line.received)
        .map((line) => lineName(order, line.lineId, language));
      return mail(t('goodsReceived.subject', { orderNumber }), [
        t('goodsReceived.intro', { orderNumber }),
        ...(missing.length > 0 ? [t('goodsReceived.missing', { names: missing.join(', ') })] : []),
      ]);
    }
    case 'assayed': {
      const lines = details.lines as (StoredSettlement['lines'][number] & {
        payout: { centAmount: number };
      })[];
      const payout = money((details.payout as { centAmount: number }).centAmount);
      if (!details.offerPending)
        return mail(t('accepted.subject', { orderNumber }), [
          t('accepted.intro', { orderNumber, payout }),
        ]);
      const lineTexts = lines.map((line) =>
        line.received
          ? t('assayed.line', {
              name: lineName(order, line.lineId, language),
              weight: String(line.weightGrams),
              fineness: String(line.fineness),
              payout: money(line.payout.centAmount),
              reason: line.reason ?? '–',
            })
          : t('assayed.missingLine', { name: lineName(order, line.lineId, language) }),
      );
      return mail(
        t('assayed.subject', { orderNumber }),
        [
          t('assayed.intro', {
            orderNumber,
            payout,
            ordered: money(order.totalGrossPrice.centAmount),
          }),
          ...lineTexts,
          t('assayed.decide'),
        ],
        { label: t('assayed.action'), url: input.offerLink },
      );
    }
    case 'payoutSent':
      return mail(t('payoutSent.subject', { orderNumber }), [
        t('payoutSent.intro', {
          orderNumber,
          amount: money(order.settlement?.payout?.centAmount ?? order.totalGrossPrice.centAmount),
          date: dateIn(language, order.store, new Date(String(details.paidAt))),
          reference: String(details.reference),
        }),
      ]);
    // The customer made these steps themselves, or stood at the counter.
    case 'placed':
    case 'handedOver':
    case 'offerAccepted':
      return null;
  }
}

/** The order desk's mail of a new order, in the language of the store's staff. */
export function orderDeskMail(
  order: Order,
  language: Language = stores[order.store].staffLanguage,
): RenderedMail {
  const t = (id: string, values: Record<string, string | number> = {}) =>
    mailText(language, `mail.orderDesk.${id}`, values);
  const values = {
    orderNumber: order.orderNumber,
    store: order.store.toUpperCase(),
    type: t(`type.${order.transactionType}`),
  };
  return renderMail(language, {
    subject: t('subject', values),
    greeting: mailText(language, 'mail.greeting'),
    paragraphs: [
      t('intro', {
        ...values,
        email: order.customerEmail,
        total: formatMoney(order.totalGrossPrice.centAmount, order.currency, order.locale),
      }),
      t('details', {
        payment: mailText(language, `mail.paymentMethod.${order.paymentMethod ?? 'none'}`),
        delivery: order.shippingInfo
          ? mailText(language, `mail.shippingMethod.${order.shippingInfo.methodKey}`)
          : '–',
      }),
      ...(order.comment ? [t('comment', { comment: order.comment })] : []),
    ],
  });
}

export interface StepMailerDeps {
  db: Database;
  messaging: Messaging;
  dealer: Dealer;
  log: { error(object: object, message: string): void };
  /** Where each store's order desk is told of new orders (ORDER_DESK_MAIL_TO). */
  orderDesk: Readonly<Record<StoreKey, string>>;
  /** The files a step's mail attaches (documents). */
  attachments: (orderId: string, event: OrderEventRow['event']) => Promise<MailAttachment[]>;
  /** The customer's links: the order's page, and the page answering its offer. */
  links: {
    order(order: Order, language: Language): string;
    offer(order: Order, language: Language): string;
  };
}

/**
 * Queues the mail of a timeline entry once: renders it in the order's language (none for some
 * steps), then claims the entry and queues the mail in one transaction, so an entry is marked
 * exactly when its mail is queued. A failure leaves the entry unmarked (the order's step stands)
 * and is logged.
 */
export function createStepMailer(deps: StepMailerDeps) {
  const { db } = deps;

  async function entryMessage(entry: OrderEventRow): Promise<OutgoingMessage | null> {
    const {
      orders: [order],
    } = await readOrders(db, eq(orders.id, entry.orderId), [], deps.dealer);
    if (!order) return null;
    if (entry.event === 'placed')
      return { channel: 'email', to: deps.orderDesk[order.store], ...orderDeskMail(order) };
    const language = languageOfTag(order.locale);
    const branchId =
      entry.event === 'readyForPickup'
        ? ((entry.details as { branchId?: string | null }).branchId ?? null)
        : null;
    const branch = branchId ? await branchById(db, branchId) : undefined;
    const mail = stepMail({
      language,
      order,
      entry,
      orderLink: deps.links.order(order, language),
      offerLink: deps.links.offer(order, language),
      branch: branch
        ? {
            name: language === 'de' ? branch.nameDe : branch.nameEn,
            address: `${branch.streetAddress}, ${branch.zipCode} ${branch.city}`,
          }
        : null,
      deadline:
        entry.event === 'reminded' && typeof entry.details.cancelAt === 'string'
          ? new Date(entry.details.cancelAt)
          : null,
    });
    if (!mail) return null;
    const attachments = await deps.attachments(order.id, entry.event);
    return {
      channel: 'email',
      to: order.customerEmail,
      ...mail,
      ...(attachments.length > 0 ? { attachments } : {}),
    };
  }

  async function sendEntryMail(entryId: string): Promise<void> {
    const unmarked = and(eq(orderEvents.id, entryId), isNull(orderEvents.mailSentAt));
    try {
      const [entry] = await db.select().from(orderEvents).where(unmarked);
      if (!entry) return;
      const message = await entryMessage(entry);
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(orderEvents)
          .set({ mailSentAt: new Date() })
          .where(unmarked)
          .returning({ id: orderEvents.id });
        if (claimed && message) await deps.messaging.enqueue(tx, message);
      });
    } catch (error) {
      deps.log.error({ err: error, entryId }, 'The mail of an order step could not be queued');
    }
  }
  return {
    sendEntryMail,
    /**
     * The order desk's mail of a new order, queued in `tx`, the transaction that places it, with
     * its placed entry marked there too.
     */
    async queueOrderDeskMail(tx: Database, order: Order): Promise<void> {
      const [placed] = await tx
        .update(orderEvents)
        .set({ mailSentAt: new Date() })
        .where(
          and(
            eq(orderEvents.orderId, order.id),
            eq(orderEvents.event, 'placed'),
            isNull(orderEvents.mailSentAt),
          ),
        )
        .returning({ id: orderEvents.id });
      if (placed)
        await deps.messaging.enqueue(tx, {
          channel: 'email',
          to: deps.orderDesk[order.store],
          ...orderDeskMail(order),
        });
    },
  };
}
