import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import {
  EmailLookupResponseSchema,
  PhoneVerificationResponseSchema,
} from '@shop/api-client/contract';
import { buildApp } from '../../app';
import {
  call,
  callError,
  callOk,
  clientAddress,
  individualDraft,
  signedInCustomer,
  uniqueEmail,
} from '../../test/accounts';
import { defaultDeliveryOptions } from './deliveries';
import { messageDeliveries } from './tables';
import { createSmtpTransport } from './smtp';
import { testPglite } from '../../test/templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server in this process: what it received, and a switch to refuse recipients. */
async function startSmtpServer() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? new Error('mailbox unavailable') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stand-in SMS gateway: records POSTed JSON, or fails while told to. */
async function startSmsGateway() {
  const received: unknown[] = [];
  const state = { fail: false };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (state.fail) {
        response.writeHead(502).end();
        return;
      }
      received.push(JSON.parse(body));
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpServer();
  gateway = await startSmsGateway();
  app = await buildApp({
    database: testPglite({ seed: false }),
    seed: false,
    prices: { intervalSeconds: 0 },
    accounts: {
      messaging: {
        mail: { kind: 'smtp', url: smtp.url, from: 'Shop <shop@example.com>' },
        sms: { kind: 'gateway', url: gateway.url },
        shopOrigins: ['https://shop.example.at'],
        storeHosts: { 'shop.example.at': 'at', 'shop.example.de': 'de' },
        delivery: { ...defaultDeliveryOptions, backoffSeconds: 0.05 },
      },
    },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await gateway?.close();
});

/** The decoded text of a MIME message (quoted-printable soft breaks joined). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('SMTP transport', () => {
  it('hands a mail with text and HTML to an SMTP server', async () => {
    const transport = createSmtpTransport(smtp.url, 'Shop <shop@example.com>');
    await transport.send({
      channel: 'email',
      to: 'anna@example.com',
      subject: 'Hallo',
      text: 'Guten Tag',
      html: '<p>Guten Tag</p>',
    });
    await transport.close?.();
    const mail = smtp.received.at(-1)!;
    expect(mail).toMatchObject({ from: 'shop@example.com', to: ['anna@example.com'] });
    expect(mail.raw).toContain('Subject: Hallo');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    await expect(
      transport.send({ channel: 'sms', to: '+43664', subject: '', text: 'x', html: '' }),
    ).rejects.toThrow('e-mail only');
  });
});

describe('an API with SMTP and an SMS gateway', () => {
  it('has no outbox route', async () => {
    const missing = await callError(app, '/dev/outbox?to=anna@example.com', 404);
    expect(missing).toMatchObject({ name: 'ResourceNotFoundError', code: 'route_not_found' });
  });

  it('sends the activation mail by SMTP with a link to the store origin', async () => {
    const email = uniqueEmail();
    const before = smtp.received.length;
    await call(app, '/customers', {
      method: 'POST',
      payload: individualDraft(email),
      ip: clientAddress(),
      headers: { 'x-store-key': 'de' },
    });
    await app.messaging.deliveries.drain();
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([email]);
    // The Message-ID is the queue row's id, the same on every attempt.
    const [row] = await app.db
      .select({ id: messageDeliveries.id, state: messageDeliveries.state })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.recipient, email));
    expect(row?.state).toBe('sent');
    expect(mail.raw).toContain(`Message-ID: <${row!.id}@example.com>`);
    const body = decoded(mail.raw);
    expect(body).toMatch(/https:\/\/shop\.example\.de\/activate-user\?emailToken=[\w-]{43}/);
    expect(body).toContain('Sehr geehrte Frau Muster,');
  });

  it('sends the SMS code through the gateway', async () => {
    const { token } = await signedInCustomer(app, individualDraft(uniqueEmail()), smtpLink);
    await callOk(app, '/customers/phone-verification', PhoneVerificationResponseSchema, {
      method: 'POST',
      token,
      payload: { phone: '+43 664 1112233' },
      ip: clientAddress(),
    });
    await app.messaging.deliveries.drain();
    expect(gateway.received.at(-1)).toEqual({
      to: '+436641112233',
      text: expect.stringMatching(/^Ihr Bestätigungscode von Aurum & Argentum lautet \d{6}\./),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('queues the SMS code while the gateway fails and delivers it once when it is back', async () => {
    const { token } = await signedInCustomer(app, individualDraft(uniqueEmail()), smtpLink);
    gateway.state.fail = true;
    const before = gateway.received.length;
    try {
      // The code is stored with its SMS queued: the request succeeds.
      await callOk(app, '/customers/phone-verification', PhoneVerificationResponseSchema, {
        method: 'POST',
        token,
        payload: { phone: '+43 664 1112244' },
        ip: clientAddress(),
      });
      await app.messaging.deliveries.drain();
      const [waiting] = await app.db
        .select()
        .from(messageDeliveries)
        .where(eq(messageDeliveries.recipient, '+436641112244'));
      expect(waiting).toMatchObject({
        state: 'pending',
        lastError: 'The SMS gateway answered 502',
      });
      expect(waiting!.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      gateway.state.fail = false;
    }
    await waitFor(() =>
      gateway.received.some((sms) => (sms as { to: string }).to === '+436641112244'),
    );
    await app.messaging.deliveries.drain();
    expect(
      gateway.received
        .slice(before)
        .filter((sms) => (sms as { to: string }).to === '+436641112244'),
    ).toHaveLength(1);
  });

  it('keeps a registration whose activation mail the server refuses at first, and mails it later', async () => {
    const email = uniqueEmail();
    smtp.state.refuse = true;
    try {
      await call(app, '/customers', {
        method: 'POST',
        payload: individualDraft(email),
        ip: clientAddress(),
      });
      await app.messaging.deliveries.drain();
      const lookup = await callOk(
        app,
        `/customers/email?email=${encodeURIComponent(email)}`,
        EmailLookupResponseSchema,
        { ip: clientAddress() },
      );
      expect(lookup.exists).toBe(true);
      expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
    } finally {
      smtp.state.refuse = false;
    }
    await waitFor(() => smtp.received.some((mail) => mail.to.includes(email)));
    expect(await smtpLink(email)).toMatch(/^[\w-]{43}$/);
  });
});

/** Waits up to 5 s for `done`. */
async function waitFor(done: () => boolean): Promise<void> {
  const until = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > until) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads the activation token from the last mail the SMTP server received for `email`. */
async function smtpLink(email: string): Promise<string> {
  await app.messaging.deliveries.drain();
  const mail = [...smtp.received].reverse().find((m) => m.to.includes(email));
  const token = /emailToken=([\w-]+)/.exec(decoded(mail?.raw ?? ''))?.[1];
  if (!token) throw new Error(`No activation mail to ${email}`);
  return token;
}
