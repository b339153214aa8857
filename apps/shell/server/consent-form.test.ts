/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { CONSENT_FORM_PATH, consentFromCookieHeader } from '@shop/app-state';
import { edgeTestbed, send } from './test-helpers';

describe('the cookie banner form at the edge', () => {
  const bed = edgeTestbed();
  let app: FastifyInstance;
  beforeAll(async () => {
    // The event-loop delay limit sheds the first requests on a busy machine; load-shedding.test.ts
    // checks it, this suite the form.
    app = await bed.makeApp({ MAX_EVENT_LOOP_DELAY_MS: '0' });
  });

  const host = () => `localhost:${(app.server.address() as AddressInfo).port}`;
  const post = (form: string, headers: Record<string, string> = {}) =>
    send(app, {
      method: 'POST',
      url: CONSENT_FORM_PATH,
      headers: {
        host: host(),
        origin: `http://${host()}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: Buffer.from(form),
    });
  const storedChoice = (setCookie: string[] | undefined) =>
    consentFromCookieHeader(setCookie?.[0]?.split(';')[0]);

  it('stores "only necessary" in the cookie the page writes and sends the visitor back (303)', async () => {
    const res = await post('back=%2Fen%2Fsearch%3Fq%3Dgold&choice=necessary');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en/search?q=gold');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(
      /^shopConsent=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0%2CC0005%3A0%7C.+; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/,
    );
    expect(storedChoice(res.headers['set-cookie'])?.groups.C0004).toBe(false);
  });

  it('stores "accept all" with every group on', async () => {
    const res = await post('choice=all&back=%2F');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(storedChoice(res.headers['set-cookie'])?.groups).toEqual({
      C0001: true,
      C0002: true,
      C0003: true,
      C0004: true,
      C0005: true,
    });
  });

  it.each([
    ['an unknown choice', 'choice=settings&back=%2F'],
    ['no choice', 'back=%2F'],
    ['a way back to another host', 'choice=all&back=%2F%2Fevil.example%2F'],
    ['no way back', 'choice=all'],
  ])('refuses %s with 400 and sets nothing', async (_name, form) => {
    const res = await post(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request', statusCode: 400 });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('lets no other site decide for the visitor', async () => {
    const res = await post('choice=all&back=%2F', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'origin_not_allowed' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('reads only the HTML form: JSON is 415, a body beyond a form is 413', async () => {
    const json = await post('{"choice":"all","back":"/"}', { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(json.headers['set-cookie']).toBeUndefined();
    const huge = await post(`choice=all&back=%2F&pad=${'a'.repeat(5000)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['set-cookie']).toBeUndefined();
  });

  it('is no route of the back-office host', async () => {
    const res = await post('choice=all&back=%2F', {
      host: 'backoffice.localhost',
      origin: 'http://backoffice.localhost',
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
