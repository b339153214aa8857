import type { AddressInfo } from 'node:net';
import { eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../app';
import { testPglite } from '../../test/templates';
import {
  backoffSeconds,
  defaultDeliveryOptions,
  retryDelivery,
  undeliveredMessages,
} from './deliveries';
import { messageDeliveries } from './tables';
import type { MessageTransport, OutgoingMessage } from './transport';

/** An SMTP server on a fixed port that can be stopped and started again (an outage). */
function smtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async start() {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
      port = (next.server.address() as AddressInfo).port;
      server = next;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}

/** An SMS transport that fails while `down`, recording what it took. */
function smsTransport() {
  const taken: OutgoingMessage[] = [];
  const transport: MessageTransport & { taken: OutgoingMessage[]; down: boolean } = {
    name: 'test-sms',
    taken,
    down: false,
    async send(message) {
      if (transport.down) throw new Error('gateway unreachable');
      taken.push(message);
    },
  };
  return transport;
}

async function waitFor(done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const smtp = smtpServer();
const sms = smsTransport();
let app: FastifyInstance;
/** Eight attempts 0.1, 0.2, 0.4, 0.4... s apart: about 2.3 s from the first to the last. */
const delivery = {
  ...defaultDeliveryOptions,
  maxAttempts: 8,
  backoffSeconds: 0.1,
  maxBackoffSeconds: 0.4,
};

beforeAll(async () => {
  await smtp.start();
  app = await buildApp({
    database: testPglite({ seed: false }),
    seed: false,
    prices: { intervalSeconds: 0 },
    accounts: {
      messaging: {
        mail: { kind: 'smtp', url: smtp.url, from: 'Shop <shop@example.com>' },
        sms: { kind: 'outbox' },
        shopOrigins: ['https://shop.example.at'],
        storeHosts: { 'shop.example.at': 'at' },
        delivery,
      },
      transports: { sms },
    },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp.stop();
});

const mail = (subject: string): OutgoingMessage => ({
  channel: 'email',
  to: 'anna@example.com',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

const rowsLike = (prefix: string) =>
  app.db
    .select()
    .from(messageDeliveries)
    .where(like(messageDeliveries.subject, `${prefix}%`));

describe('the delivery queue', () => {
  it('backs off exponentially up to its cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffSeconds(delivery, attempts))).toEqual([
      0.1, 0.2, 0.4, 0.4, 0.4,
    ]);
  });

  it('delivers every mail exactly once after the SMTP server was down for a while', async () => {
    await smtp.stop();
    const subjects = [1, 2, 3, 4, 5].map((n) => `Outage ${n}`);
    for (const subject of subjects)
      await app.db.transaction((tx) => app.messaging.enqueue(tx, mail(subject)));
    // Down for a second: every mail was tried and is waiting with the error.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const waiting = await rowsLike('Outage');
    expect(waiting).toHaveLength(5);
    for (const row of waiting) {
      expect(row.state === 'pending' || row.state === 'sending').toBe(true);
      expect(row.attempts).toBeGreaterThan(1);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    await smtp.start();
    await waitFor(async () => (await rowsLike('Outage')).every((row) => row.state === 'sent'));
    // A little longer: nothing comes twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const bySubject = subjects.map(
      (subject) => smtp.received.filter((m) => m.raw.includes(`Subject: ${subject}\r\n`)).length,
    );
    expect(bySubject).toEqual([1, 1, 1, 1, 1]);
    // Each with its row's id as Message-ID.
    for (const row of await rowsLike('Outage')) {
      expect(smtp.received.some((m) => m.raw.includes(`Message-ID: <${row.id}@example.com>`))).toBe(
        true,
      );
    }
  }, 30_000);

  it('retries a failing transport, then the message is dead, listed for staff and sent again on demand', async () => {
    sms.down = true;
    await app.messaging.send({
      channel: 'sms',
      to: '+436641234567',
      subject: 'Dead letter',
      text: 'Ihr Code: 123456',
      html: '',
    });
    await waitFor(async () => (await rowsLike('Dead letter'))[0]?.state === 'dead');
    const [dead] = await rowsLike('Dead letter');
    expect(dead).toMatchObject({ attempts: 8, lastError: 'gateway unreachable' });
    expect(sms.taken.some((m) => m.subject === 'Dead letter')).toBe(false);

    const listed = await undeliveredMessages(app.db, { page: 1, pageSize: 50 });
    expect(listed.messages.find((m) => m.id === dead!.id)).toMatchObject({
      state: 'dead',
      attempts: 8,
      lastError: 'gateway unreachable',
      nextAttemptAt: null,
      to: '+436641234567',
    });

    sms.down = false;
    const before = await app.db.transaction((tx) => retryDelivery(tx, dead!.id));
    expect(before).toMatchObject({ state: 'dead', attempts: 8 });
    await waitFor(async () => (await rowsLike('Dead letter'))[0]?.state === 'sent');
    expect(sms.taken.filter((m) => m.subject === 'Dead letter')).toHaveLength(1);
    expect(
      (await undeliveredMessages(app.db, { page: 1, pageSize: 50 })).messages,
    ).not.toContainEqual(expect.objectContaining({ id: dead!.id }));
    // A delivered message is not sent again.
    expect(await app.db.transaction((tx) => retryDelivery(tx, dead!.id))).toBeNull();
  }, 30_000);

  it('queues nothing when the transaction rolls back', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await app.messaging.enqueue(tx, mail('Rolled back'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await app.messaging.deliveries.drain();
    expect(await rowsLike('Rolled back')).toEqual([]);
    expect(smtp.received.some((m) => m.raw.includes('Subject: Rolled back'))).toBe(false);
  });

  it('keeps attachments until the mail is delivered, then only their names and sizes', async () => {
    const content = Buffer.from('%PDF-1.7 invoice');
    await app.messaging.send({
      ...mail('With invoice'),
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content }],
    });
    await app.messaging.deliveries.drain();
    const received = smtp.received.find((m) => m.raw.includes('Subject: With invoice'));
    expect(received?.raw).toContain(content.toString('base64'));
    const [row] = await app.db
      .select({ attachments: messageDeliveries.attachments })
      .from(messageDeliveries)
      .where(inArray(messageDeliveries.subject, ['With invoice']));
    expect(row?.attachments).toEqual([
      { filename: 'invoice.pdf', contentType: 'application/pdf', size: content.length },
    ]);
  });

  it('wakes within a moment of the commit, without waiting for the poll', async () => {
    const sent = Date.now();
    await app.db.transaction((tx) => app.messaging.enqueue(tx, mail('Prompt')));
    await waitFor(() => smtp.received.some((m) => m.raw.includes('Subject: Prompt')));
    // The poll is every 5 s.
    expect(Date.now() - sent).toBeLessThan(1000);
    await waitFor(async () => {
      const [row] = await app.db
        .select({ state: messageDeliveries.state })
        .from(messageDeliveries)
        .where(eq(messageDeliveries.subject, 'Prompt'));
      return row?.state === 'sent';
    });
  });
});
