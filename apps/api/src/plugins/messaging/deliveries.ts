import { and, asc, count, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { StaffDeliveryList } from '@shop/api-client/contract';
import type { Database } from '../../db/client';
import { messageDeliveries, type QueuedAttachment } from './tables';
import type { MessageChannel, MessageTransport, OutgoingMessage } from './transport';

/** The NOTIFY channel that wakes every instance's delivery worker after a commit. */
export const deliveryChannel = 'message_deliveries';

export interface DeliveryOptions {
  /** Hand-overs before a message is dead (MESSAGE_DELIVERY_ATTEMPTS). */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each further one (MESSAGE_DELIVERY_BACKOFF_SECONDS). */
  backoffSeconds: number;
  /** The longest wait between two attempts. */
  maxBackoffSeconds: number;
  /** How often a worker looks for due rows without being woken (MESSAGE_DELIVERY_POLL_SECONDS). */
  pollSeconds: number;
  /**
   * How long a claimed row belongs to its worker. Longer than any transport's time-outs, so only
   * a worker that died mid-send loses its rows to another.
   */
  leaseSeconds: number;
  /** Rows one claim takes. */
  batchSize: number;
}

export const defaultDeliveryOptions: DeliveryOptions = {
  maxAttempts: 15,
  backoffSeconds: 10,
  maxBackoffSeconds: 3600,
  pollSeconds: 5,
  leaseSeconds: 300,
  batchSize: 20,
};

const positive = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export function deliveryOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DeliveryOptions {
  return {
    ...defaultDeliveryOptions,
    maxAttempts: Math.round(
      positive(env, 'MESSAGE_DELIVERY_ATTEMPTS', defaultDeliveryOptions.maxAttempts),
    ),
    backoffSeconds: positive(
      env,
      'MESSAGE_DELIVERY_BACKOFF_SECONDS',
      defaultDeliveryOptions.backoffSeconds,
    ),
    pollSeconds: positive(env, 'MESSAGE_DELIVERY_POLL_SECONDS', defaultDeliveryOptions.pollSeconds),
  };
}

/** The wait before attempt `attempts + 1`: base, twice the base, four times... up to the cap. */
export const backoffSeconds = (options: DeliveryOptions, attempts: number): number =>
  Math.min(options.backoffSeconds * 2 ** Math.max(0, attempts - 1), options.maxBackoffSeconds);

/**
 * Queues a message in `tx`, the transaction of the change that causes it: it exists exactly
 * when that change commits. The NOTIFY, sent by PostgreSQL only at commit, wakes the workers.
 */
export async function enqueueMessage(tx: Database, message: OutgoingMessage): Promise<string> {
  const [row] = await tx
    .insert(messageDeliveries)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
        content: content.toString('base64'),
      })),
    })
    .returning({ id: messageDeliveries.id });
  await tx.execute(sql`select pg_notify(${deliveryChannel}, '')`);
  return row!.id;
}

type DeliveryRow = typeof messageDeliveries.$inferSelect;

const toMessage = (row: DeliveryRow): OutgoingMessage => ({
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  deliveryId: row.id,
  ...(row.attachments.length > 0
    ? {
        attachments: row.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content ?? '', 'base64'),
        })),
      }
    : {}),
});

const withoutContent = (attachments: QueuedAttachment[]): QueuedAttachment[] =>
  attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size }));

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

const drainLimitMs = 10_000;

export interface DeliveryWorker {
  /** Looks for due rows now (after a commit here or a NOTIFY from another instance). */
  wake(): void;
  /**
   * Resolves once every row due now is handed over, by this worker or another instance's (or
   * after 10 s at most). Tests read the outbox after it.
   */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The delivery worker each API instance runs. One pass claims due rows in one statement (FOR
 * UPDATE SKIP LOCKED, so of several instances exactly one takes a row) and leases them; each is
 * handed to its transport and marked sent right after the transport accepted it. A failure
 * schedules the next attempt with exponential backoff; after maxAttempts the row is dead. A
 * worker dying between the hand-over and the mark leaves a lease that runs out: the row is sent
 * again, with the same Message-ID (its id), so the receiver drops the duplicate.
 */
export function createDeliveryWorker({
  db,
  transports,
  options,
  log,
}: {
  db: Database;
  transports: Record<MessageChannel, MessageTransport>;
  options: DeliveryOptions;
  log: { error(object: object, message: string): void };
}): DeliveryWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const claim = () =>
    db
      .update(messageDeliveries)
      .set({
        state: 'sending',
        attempts: sql`${messageDeliveries.attempts} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      })
      .where(
        inArray(
          messageDeliveries.id,
          db
            .select({ id: messageDeliveries.id })
            .from(messageDeliveries)
            .where(
              or(
                and(
                  eq(messageDeliveries.state, 'pending'),
                  lte(messageDeliveries.nextAttemptAt, sql`now()`),
                ),
                and(
                  eq(messageDeliveries.state, 'sending'),
                  lt(messageDeliveries.leaseUntil, sql`now()`),
                ),
              ),
            )
            .orderBy(asc(messageDeliveries.nextAttemptAt))
            .limit(options.batchSize)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  async function deliver(row: DeliveryRow): Promise<void> {
    const transport = transports[row.channel];
    try {
      await transport.send(toMessage(row));
    } catch (error) {
      const dead = row.attempts >= options.maxAttempts;
      log.error(
        { err: error, deliveryId: row.id, attempt: row.attempts, transport: transport.name, dead },
        dead
          ? 'A message could not be delivered and is dead'
          : 'A message could not be delivered yet',
      );
      await db
        .update(messageDeliveries)
        .set({
          state: dead ? 'dead' : 'pending',
          leaseUntil: null,
          lastError: errorText(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(options, row.attempts)})`,
        })
        .where(and(eq(messageDeliveries.id, row.id), eq(messageDeliveries.state, 'sending')));
      return;
    }
    await db
      .update(messageDeliveries)
      .set({
        state: 'sent',
        sentAt: sql`now()`,
        leaseUntil: null,
        attachments: withoutContent(row.attachments),
      })
      .where(eq(messageDeliveries.id, row.id));
  }

  /** Claims and delivers until nothing is due; then waits for the next due row or the poll. */
  async function pass(): Promise<void> {
    for (;;) {
      again = false;
      const rows = await claim();
      await Promise.all(rows.map((row) => deliver(row)));
      if (stopped || (rows.length < options.batchSize && !again)) break;
    }
    if (stopped) return;
    const [next] = await db
      .select({ at: messageDeliveries.nextAttemptAt })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.state, 'pending'))
      .orderBy(asc(messageDeliveries.nextAttemptAt))
      .limit(1);
    const pollMs = options.pollSeconds * 1000;
    const untilNext = next ? Math.max(0, next.at.getTime() - Date.now()) + 10 : pollMs;
    schedule(Math.min(pollMs, untilNext));
  }

  function schedule(ms: number) {
    if (timer) clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => worker.wake(), ms);
    timer.unref();
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        // The database is away: the poll tries again.
        log.error({ err: error }, 'The delivery worker could not read its queue');
        schedule(options.pollSeconds * 1000);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const worker: DeliveryWorker = {
    wake() {
      if (!stopped) void run();
    },
    async drain() {
      // Another instance may be sending a row this one cannot claim: wait (a while) until
      // nothing is due or being sent anywhere.
      const until = Date.now() + drainLimitMs;
      for (;;) {
        // A pass under way may have claimed its rows before the caller's commit: wait for it,
        // then run one of our own.
        if (running) await running;
        await run();
        const [busy] = await db
          .select({ id: messageDeliveries.id })
          .from(messageDeliveries)
          .where(
            or(
              and(
                eq(messageDeliveries.state, 'pending'),
                lte(messageDeliveries.nextAttemptAt, sql`now()`),
              ),
              eq(messageDeliveries.state, 'sending'),
            ),
          )
          .limit(1);
        if (!busy || Date.now() > until) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
  return worker;
}

/** The staff's list of messages not delivered (pending, being sent or dead), newest first. */
export async function undeliveredMessages(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<StaffDeliveryList> {
  const where = ne(messageDeliveries.state, 'sent');
  const rows = await db
    .select({
      id: messageDeliveries.id,
      channel: messageDeliveries.channel,
      recipient: messageDeliveries.recipient,
      subject: messageDeliveries.subject,
      state: messageDeliveries.state,
      attempts: messageDeliveries.attempts,
      lastError: messageDeliveries.lastError,
      nextAttemptAt: messageDeliveries.nextAttemptAt,
      createdAt: messageDeliveries.createdAt,
    })
    .from(messageDeliveries)
    .where(where)
    .orderBy(desc(messageDeliveries.createdAt), desc(messageDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ total: count() }).from(messageDeliveries).where(where);
  return {
    messages: rows.map(({ recipient, state, nextAttemptAt, createdAt, ...row }) => ({
      ...row,
      to: recipient,
      // The query leaves sent rows out.
      state: state as Exclude<typeof state, 'sent'>,
      nextAttemptAt: state === 'pending' ? nextAttemptAt.toISOString() : null,
      createdAt: createdAt.toISOString(),
    })),
    total: total?.total ?? 0,
  };
}

/**
 * Staff's "send again" in `tx`: a dead or waiting message is due now with a fresh count of
 * attempts. Null when there is no such message (sent, being sent or unknown).
 */
export async function retryDelivery(
  tx: Database,
  id: string,
): Promise<{ state: DeliveryRow['state']; attempts: number; lastError: string | null } | null> {
  const [before] = await tx
    .select({
      state: messageDeliveries.state,
      attempts: messageDeliveries.attempts,
      lastError: messageDeliveries.lastError,
    })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.id, id), inArray(messageDeliveries.state, ['pending', 'dead'])))
    .for('update');
  if (!before) return null;
  await tx
    .update(messageDeliveries)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(messageDeliveries.id, id));
  await tx.execute(sql`select pg_notify(${deliveryChannel}, '')`);
  return before;
}
