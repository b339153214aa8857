import type {
  Order,
  OrderDocument,
  OrderTransition,
  TimelineActor,
  TimelineEventName,
} from '@shop/api-client/contract';
import type { Database } from '../../db/client';
import type { OrderOutcome } from './machine';

/*
 * What other features hook into an order's life (issue 25): documents issue an invoice or credit
 * note inside a transition's transaction and attach it to the step's mail. They register here from
 * their own plugin, so the arrows run from them to orders, never back.
 */

/** A transition as it was applied: the event with its details, who recorded it, when. */
export interface AppliedTransition {
  /** The timeline entry's id. */
  entryId: string;
  transition: OrderTransition;
  actor: TimelineActor;
  at: Date;
  before: OrderOutcome;
  after: OrderOutcome;
}

/**
 * Runs inside the transition's transaction (under the order's row lock) after the order's states
 * were written: a throw rolls the whole transition back. `order` is the order as it is now.
 */
export type TransitionHook = (
  tx: Database,
  order: Order,
  applied: AppliedTransition,
) => Promise<void>;

/** A file a step's mail carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The files the mail of `event` (after commit) attaches for the order. */
export type MailAttachmentsHook = (
  orderId: string,
  event: TimelineEventName,
) => Promise<MailAttachment[]>;

/** Who reads an order's documents: the path of each PDF differs (the staff's is guarded). */
export type DocumentAudience = 'customer' | 'staff';

/** The documents of each order (ids absent from the map have none). */
export type OrderDocumentsHook = (
  orderIds: readonly string[],
  audience: DocumentAudience,
) => Promise<ReadonlyMap<string, OrderDocument[]>>;

/** The hook lists; registration order is call order. */
export interface LifecycleHooks {
  onTransitionInTransaction(hook: TransitionHook): void;
  mailAttachments(hook: MailAttachmentsHook): void;
  /** What an order's answers list as its documents. */
  orderDocuments(hook: OrderDocumentsHook): void;
}

export function createLifecycleHooks() {
  const transitionHooks: TransitionHook[] = [];
  const attachmentHooks: MailAttachmentsHook[] = [];
  const documentHooks: OrderDocumentsHook[] = [];
  const register: LifecycleHooks = {
    onTransitionInTransaction: (hook) => void transitionHooks.push(hook),
    mailAttachments: (hook) => void attachmentHooks.push(hook),
    orderDocuments: (hook) => void documentHooks.push(hook),
  };
  return {
    register,
    async inTransaction(tx: Database, order: Order, applied: AppliedTransition) {
      for (const hook of transitionHooks) await hook(tx, order, applied);
    },
    async attachments(orderId: string, event: TimelineEventName): Promise<MailAttachment[]> {
      const lists = await Promise.all(attachmentHooks.map((hook) => hook(orderId, event)));
      return lists.flat();
    },
    /** The orders with their documents for `audience`. */
    async withDocuments(orders: Order[], audience: DocumentAudience): Promise<Order[]> {
      const ids = orders.map((order) => order.id);
      const maps = await Promise.all(documentHooks.map((hook) => hook(ids, audience)));
      return orders.map((order) => ({
        ...order,
        documents: maps.flatMap((map) => map.get(order.id) ?? []),
      }));
    },
  };
}
export type LifecycleHookLists = ReturnType<typeof createLifecycleHooks>;
