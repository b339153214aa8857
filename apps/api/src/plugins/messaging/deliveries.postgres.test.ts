import { like } from 'drizzle-orm';
import { defaultDeliveryOptions } from './deliveries';
import { messageDeliveries } from './tables';
import type { MessageTransport, OutgoingMessage } from './transport';
import { onPostgres } from '../../test/postgres-suite';

/** What every instance's transport took, with the instance that took it. */
const taken: { instance: number; message: OutgoingMessage }[] = [];
let started = 0;

const {
  describe: describePostgres,
  app,
  second,
  third,
} = onPostgres({
  database: 'shop_deliveries_test',
  instances: 3,
  poolSize: 4,
  options: () => {
    const instance = (started += 1);
    const transport: MessageTransport = {
      name: `recording-${instance}`,
      async send(message) {
        // A transport that takes a moment, so several workers race for the same rows.
        await new Promise((resolve) => setTimeout(resolve, 5));
        taken.push({ instance, message });
      },
    };
    return {
      seed: false,
      prices: { intervalSeconds: 0 },
      accounts: {
        transports: { email: transport, sms: transport },
        deliveryOverrides: { ...defaultDeliveryOptions, batchSize: 5 },
      },
    };
  },
});

async function waitFor(done: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describePostgres('the delivery queue on PostgreSQL with three instances', () => {
  it('delivers each message exactly once, promptly, whichever instance queued it', async () => {
    const instances = [app(), second(), third()];
    const subjects = Array.from({ length: 90 }, (_, n) => `Exactly once ${n}`);
    // Queued in transactions on all three instances at once; every worker is woken by each commit.
    await Promise.all(
      subjects.map((subject, n) => {
        const instance = instances[n % 3]!;
        return instance.db.transaction((tx) =>
          instance.messaging.enqueue(tx, {
            channel: 'email',
            to: `kunde${n}@example.com`,
            subject,
            text: subject,
            html: '',
          }),
        );
      }),
    );
    await waitFor(async () => {
      const rows = await app()
        .db.select({ state: messageDeliveries.state })
        .from(messageDeliveries)
        .where(like(messageDeliveries.subject, 'Exactly once %'));
      return rows.length === subjects.length && rows.every((row) => row.state === 'sent');
    });
    // Long enough for a second hand-over to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = subjects.map(
      (subject) => taken.filter(({ message }) => message.subject === subject).length,
    );
    expect(counts).toEqual(subjects.map(() => 1));
    // Each message carries its row's id, and the work was shared.
    expect(new Set(taken.map(({ message }) => message.deliveryId)).size).toBe(subjects.length);
    expect(new Set(taken.map(({ instance }) => instance)).size).toBeGreaterThan(1);
  }, 60_000);
});
