import { and, eq, isNull } from 'drizzle-orm';
import { languageOfTag, reachesTarget } from '@shop/api-client/contract';
import { amountInputValue, formatMoney } from '@shop/i18n';
import type { Database } from '../db/client';
import { availabilityAlerts, priceAlerts } from './tables';
import { productsBySku, type ProductRef } from '../catalogue/product-refs';
import { customerEmails } from '../customers/contact';
import type { Messaging } from '../plugins/messaging/messaging';
import { availabilityAlertMail, priceAlertMail } from '../plugins/messaging/templates';
import type { CartPriceView } from '../prices';
import { alertUnitPrice } from './repository';

export interface AlertReport {
  priceAlerts: string[];
  availabilityAlerts: string[];
}

/**
 * After every recalculation, on every instance: mails the price alerts whose side's price has
 * reached the target and the availability alerts whose product can be bought again. Each mail is
 * queued in the transaction that claims its alert with a conditional update (triggered_at /
 * notified_at still empty), so it goes out once across instances; a claim that cannot be
 * written with its mail is logged and tried again on the next pass.
 */
export function createAlertNotifier({
  db,
  priceView,
  messaging,
  log,
}: {
  db: Database;
  priceView: CartPriceView;
  messaging: Messaging;
  log: { error(object: object, message: string): void };
}) {
  /** Claims an alert and queues its mail in one transaction; false when another took it. */
  const claimAndQueue = async (
    claim: (tx: Database) => Promise<unknown[]>,
    to: string,
    mail: { subject: string; text: string; html: string },
    id: string,
  ): Promise<boolean> => {
    try {
      return await db.transaction(async (tx) => {
        if ((await claim(tx)).length === 0) return false;
        await messaging.enqueue(tx, { channel: 'email', to, ...mail });
        return true;
      });
    } catch (error) {
      log.error({ err: error, alertId: id }, 'Alert mail could not be queued');
      return false;
    }
  };

  /** Each alert with its product and its customer's e-mail; one whose product is gone is left out. */
  async function withProductAndEmail<T extends { productSku: string; customerId: string }>(
    alerts: readonly T[],
  ): Promise<{ alert: T; product: ProductRef; email: string }[]> {
    const bySku = await productsBySku(
      db,
      alerts.map((alert) => alert.productSku),
    );
    const emails = await customerEmails(
      db,
      alerts.map((alert) => alert.customerId),
    );
    return alerts.flatMap((alert) => {
      const product = bySku.get(alert.productSku);
      const email = emails.get(alert.customerId);
      return product && email !== undefined ? [{ alert, product, email }] : [];
    });
  }

  async function priceAlertsDue(now: Date): Promise<string[]> {
    const open = await withProductAndEmail(
      await db.select().from(priceAlerts).where(isNull(priceAlerts.triggeredAt)),
    );
    const sent: string[] = [];
    for (const { alert, product, email } of open) {
      const current = alertUnitPrice(priceView, alert);
      if (current === null || !reachesTarget(alert.type, current, alert.targetCentAmount)) continue;
      const language = languageOfTag(alert.locale);
      const store = alert.storeKey;
      const money = (cents: number) => formatMoney(cents, alert.currency, alert.locale);
      const name = language === 'de' ? product.nameDe : product.nameEn;
      const queued = await claimAndQueue(
        (tx) =>
          tx
            .update(priceAlerts)
            .set({ triggeredAt: now })
            .where(and(eq(priceAlerts.id, alert.id), isNull(priceAlerts.triggeredAt)))
            .returning({ id: priceAlerts.id }),
        email,
        priceAlertMail(language, {
          type: alert.type,
          name,
          price: money(current),
          target: money(alert.targetCentAmount),
          // The limit-order form, prefilled with this alert's side and target.
          link: messaging.links.page(
            store,
            language,
            'productLimitOrder',
            { type: alert.type, targetPrice: amountInputValue(alert.targetCentAmount) },
            { slug: language === 'de' ? product.slugDe : product.slugEn },
          ),
        }),
        alert.id,
      );
      if (queued) sent.push(alert.id);
    }
    return sent;
  }

  async function availabilityAlertsDue(now: Date): Promise<string[]> {
    const waiting = await withProductAndEmail(
      await db
        .select()
        .from(availabilityAlerts)
        .where(and(eq(availabilityAlerts.enabled, true), isNull(availabilityAlerts.notifiedAt))),
    );
    const due = waiting.filter(({ product }) => product.stock > 0);
    const sent: string[] = [];
    for (const { alert, product, email } of due) {
      const language = languageOfTag(alert.locale);
      const queued = await claimAndQueue(
        (tx) =>
          tx
            .update(availabilityAlerts)
            .set({ notifiedAt: now, enabled: false, updatedAt: now })
            .where(
              and(
                eq(availabilityAlerts.id, alert.id),
                eq(availabilityAlerts.enabled, true),
                isNull(availabilityAlerts.notifiedAt),
              ),
            )
            .returning({ id: availabilityAlerts.id }),
        email,
        availabilityAlertMail(language, {
          name: language === 'de' ? product.nameDe : product.nameEn,
          link: messaging.links.page(
            alert.storeKey,
            language,
            'product',
            {},
            {
              slug: language === 'de' ? product.slugDe : product.slugEn,
            },
          ),
        }),
        alert.id,
      );
      if (queued) sent.push(alert.id);
    }
    return sent;
  }

  let queue: Promise<unknown> = Promise.resolve();
  return {
    /** One pass; passes run one at a time per instance. */
    run(now?: Date): Promise<AlertReport> {
      const run = queue
        .catch(() => undefined)
        .then(async () => {
          const at = now ?? new Date();
          return {
            priceAlerts: await priceAlertsDue(at),
            availabilityAlerts: await availabilityAlertsDue(at),
          };
        });
      queue = run;
      return run;
    },
    settled: (): Promise<void> =>
      queue.then(
        () => undefined,
        () => undefined,
      ),
  };
}

export type AlertNotifier = ReturnType<typeof createAlertNotifier>;
