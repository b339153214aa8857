import type { FastifyInstance, InjectOptions } from 'fastify';
import * as v from 'valibot';
import {
  CustomerSchema,
  ErrorObjectSchema,
  LoginResponseSchema,
  OutboxResponseSchema,
  TokenDataSchema,
  type Customer,
  type ErrorObject,
  type OutboxMessage,
} from '@shop/api-client/contract';

/** Test helpers for the customer and session calls. */

let addressCounter = 0;
/**
 * A client address of its own (sent as X-Forwarded-For, which the API believes from loopback):
 * tests then do not share the per-address abuse limits.
 */
export const clientAddress = (): string => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};

let emailCounter = 0;
export const uniqueEmail = (name = 'kunde'): string => {
  emailCounter += 1;
  return `${name}.${process.pid}.${Date.now().toString(36)}.${emailCounter}@example.com`;
};

export interface CallOptions {
  method?: InjectOptions['method'];
  payload?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  json: unknown;
}

export async function call(
  app: FastifyInstance,
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await app.inject({
    method: options.method ?? 'GET',
    url,
    headers,
    ...(options.payload !== undefined
      ? { payload: options.payload as Record<string, unknown> }
      : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    json: response.body === '' ? undefined : (response.json() as unknown),
  };
}

/** The answer's error object (checked by the shared schema) after asserting its status. */
export async function callError(
  app: FastifyInstance,
  url: string,
  status: number,
  options: CallOptions = {},
): Promise<ErrorObject & { headers: Record<string, unknown> }> {
  const answer = await call(app, url, options);
  if (answer.status !== status)
    throw new Error(
      `${url} answered ${answer.status}, expected ${status}: ${JSON.stringify(answer.json)}`,
    );
  return { ...v.parse(ErrorObjectSchema, answer.json), headers: answer.headers };
}

export async function callOk<TSchema extends v.GenericSchema>(
  app: FastifyInstance,
  url: string,
  schema: TSchema,
  options: CallOptions = {},
  status = 200,
): Promise<v.InferOutput<TSchema>> {
  const answer = await call(app, url, options);
  if (answer.status !== status)
    throw new Error(
      `${url} answered ${answer.status}, expected ${status}: ${JSON.stringify(answer.json)}`,
    );
  return v.parse(schema, answer.json);
}

export const anonymousSession = (app: FastifyInstance) =>
  callOk(app, '/admin/customers/anonymous', TokenDataSchema);

/**
 * What the outbox holds for `to` once this app's delivery worker handed over every queued
 * message (the worker delivers after the request answered, as in the running shop).
 */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  await app.messaging.deliveries.drain();
  return (await callOk(app, `/dev/outbox?to=${encodeURIComponent(to)}`, OutboxResponseSchema))
    .messages;
}

/** The token of the newest mail that has such a link (`emailToken` or `token`). */
export async function linkToken(
  app: FastifyInstance,
  email: string,
  parameter: 'emailToken' | 'token',
) {
  // The newest mail with such a link: registration may mail a newsletter confirmation too.
  const pattern = new RegExp(`[?&]${parameter}=([A-Za-z0-9_-]+)`);
  for (const mail of await outbox(app, email)) {
    const match = pattern.exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`No ${parameter} link in the mails to ${email}`);
}

export const password = 'Secret123';

export const individualDraft = (email = uniqueEmail()) => ({
  email,
  password,
  salutation: 'Mrs.',
  firstName: 'Anna',
  lastName: 'Muster',
  languageTag: 'de',
});

export async function register(
  app: FastifyInstance,
  draft: Record<string, unknown> = individualDraft(),
  options: CallOptions = {},
): Promise<Customer> {
  return callOk(
    app,
    '/customers',
    CustomerSchema,
    { method: 'POST', payload: draft, ip: clientAddress(), ...options },
    201,
  );
}

export const login = (
  app: FastifyInstance,
  email: string,
  pass = password,
  options: CallOptions = {},
) =>
  callOk(app, '/customers/login', LoginResponseSchema, {
    method: 'POST',
    payload: { email, password: pass },
    ip: clientAddress(),
    ...options,
  });

/**
 * Registers, activates through the mailed link and signs in. `activationToken` reads the link
 * (default: from the outbox).
 */
export async function signedInCustomer(
  app: FastifyInstance,
  draft: Record<string, unknown> = individualDraft(),
  activationToken: (email: string) => Promise<string> = (email) =>
    linkToken(app, email, 'emailToken'),
) {
  const registered = await register(app, draft);
  const emailToken = await activationToken(registered.email);
  await callOk(app, `/customers/email-verification?emailToken=${emailToken}`, CustomerSchema);
  const session = await login(app, registered.email, String(draft.password ?? password));
  return { customer: session.customer, token: session.accessToken, session };
}

export const usAddress = {
  firstName: 'John',
  lastName: 'Doe',
  streetName: 'Broadway',
  streetNumber: '1',
  zipCode: '10001',
  city: 'New York',
  state: 'NY',
  country: 'US',
};

export const austrianAddress = {
  firstName: 'Anna',
  lastName: 'Muster',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  zipCode: '1070',
  city: 'Wien',
  country: 'AT',
};
