/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createMaintenanceSwitch, type MaintenanceSwitchOptions } from './maintenance';
import { edgeTestbed, send } from './test-helpers';

const quiet = { warn: jest.fn(), info: jest.fn() };

function switchWith(overrides: Partial<MaintenanceSwitchOptions>) {
  return createMaintenanceSwitch({
    forced: false,
    intervalMs: 1000,
    timeoutMs: 1000,
    fetchInMaintenance: async () => false,
    log: quiet,
    ...overrides,
  });
}

describe('the maintenance switch', () => {
  it('follows the public setting and keeps the last answer while the API cannot be asked', async () => {
    let answer: boolean | Error = true;
    const fetchInMaintenance = jest.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const maintenance = switchWith({ fetchInMaintenance });
    expect(maintenance.inMaintenance()).toBe(false);
    await maintenance.refresh();
    expect(maintenance.inMaintenance()).toBe(true);
    answer = new Error('connect ECONNREFUSED');
    await maintenance.refresh();
    await maintenance.refresh();
    expect(maintenance.inMaintenance()).toBe(true);
    answer = false;
    await maintenance.refresh();
    expect(maintenance.inMaintenance()).toBe(false);
  });

  it('asks once for callers at the same time', async () => {
    let release: (value: boolean) => void = () => undefined;
    const fetchInMaintenance = jest.fn(
      () => new Promise<boolean>((resolve) => (release = resolve)),
    );
    const maintenance = switchWith({ fetchInMaintenance });
    const both = Promise.all([maintenance.refresh(), maintenance.refresh()]);
    release(true);
    await both;
    expect(fetchInMaintenance).toHaveBeenCalledTimes(1);
    expect(maintenance.inMaintenance()).toBe(true);
  });

  it('is on whatever the setting says when IN_MAINTENANCE forces it, and never asks', async () => {
    const fetchInMaintenance = jest.fn(async () => false);
    const maintenance = switchWith({ forced: true, fetchInMaintenance });
    await maintenance.refresh();
    maintenance.start();
    expect(maintenance.inMaintenance()).toBe(true);
    expect(fetchInMaintenance).not.toHaveBeenCalled();
    maintenance.stop();
  });
});

describe('the edge following the setting', () => {
  const bed = edgeTestbed();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bed.makeApp({ MAINTENANCE_POLL_MS: '100' });
  });
  afterEach(() => {
    bed.api.settings.inMaintenance = false;
    bed.api.settings.failing = false;
  });

  const port = () => (app.server.address() as AddressInfo).port;
  const atShop = (url: string) => send(app, { url, headers: { host: `localhost:${port()}` } });
  /** Asks until `check` holds; the edge promises 5 s, the test's poll is 100 ms. */
  async function within(ms: number, check: () => Promise<boolean>) {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const redirectsTo = async (url: string, location: string) => {
    const res = await atShop(url);
    return res.statusCode === 302 && res.headers.location === location;
  };

  it('leads shop pages to the maintenance page once staff switch it on, and back once off', async () => {
    expect((await atShop('/shop/gold')).statusCode).not.toBe(302);
    bed.api.settings.inMaintenance = true;
    await within(1000, () => redirectsTo('/shop/gold', '/maintenance'));
    const english = await atShop('/en/cart');
    expect(english.headers.location).toBe('/en/maintenance');
    expect(english.headers['cache-control']).toBe('no-store');
    expect((await atShop('/en/maintenance')).statusCode).toBe(503);
    // The back-office host is no shop page: staff reach it to switch maintenance off again.
    const staff = await send(app, {
      url: '/',
      headers: { host: `backoffice.localhost:${port()}` },
    });
    expect(staff.headers.location).toBeUndefined();
    // The API failing keeps maintenance on rather than opening the shop by chance.
    bed.api.settings.failing = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await redirectsTo('/', '/maintenance')).toBe(true);
    bed.api.settings.failing = false;
    bed.api.settings.inMaintenance = false;
    await within(1000, () => redirectsTo('/en/maintenance', '/en'));
    expect((await atShop('/shop/gold')).statusCode).not.toBe(302);
  });
});
