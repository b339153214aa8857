import { PublicSettingsSchema, StaffSettingsSchema } from '@shop/api-client/contract';
import { callOk } from '../test/accounts';
import { onPostgres } from '../test/postgres-suite';
import { defineSettingsSuite } from '../test/settings-suite';
import { createStaffMember } from '../test/staff';

const refreshMs = 200;

const {
  describe: describePostgres,
  app,
  second,
} = onPostgres({
  database: 'shop_settings_test',
  instances: 2,
  options: () => ({
    prices: { intervalSeconds: 0 },
    orderDeadlines: { intervalSeconds: 0 },
    settingsRefreshMs: refreshMs,
  }),
});

/** Asks until `check` holds, at most `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describePostgres('the run-time settings and the outbox for staff on PostgreSQL', () => {
  defineSettingsSuite(app);

  it('takes a change made on one instance on the other within its refresh, without a restart', async () => {
    const member = await createStaffMember(app(), { permissions: ['settings'] });
    const change = (payload: unknown) =>
      callOk(app(), '/staff/settings', StaffSettingsSchema, {
        method: 'PUT',
        payload,
        token: member.token,
      });
    try {
      await change({ inMaintenance: true, stores: { li: { unpaidReminderDays: 6 } } });
      await within(refreshMs * 5, async () => {
        const settings = await callOk(second(), '/application/settings', PublicSettingsSchema);
        return settings.inMaintenance && second().settings.reminderDays.li === 6;
      });
    } finally {
      await change({ inMaintenance: false, stores: { li: { unpaidReminderDays: 5 } } });
    }
    await within(refreshMs * 5, async () => {
      const settings = await callOk(second(), '/application/settings', PublicSettingsSchema);
      return !settings.inMaintenance;
    });
  });

  it('lands two changes of one store made at once on two instances', async () => {
    const member = await createStaffMember(app(), { permissions: ['settings'] });
    const put = (instance: typeof app, payload: unknown) =>
      callOk(instance(), '/staff/settings', StaffSettingsSchema, {
        method: 'PUT',
        payload,
        token: member.token,
      });
    await Promise.all([
      put(app, { stores: { ch: { scrapBoxLimit: 400_000 } } }),
      put(second, { stores: { ch: { orderLimit24h: 40_000_000 } } }),
    ]);
    const settings = await put(app, {});
    expect(settings.stores.find((s) => s.store === 'ch')).toMatchObject({
      scrapBoxLimit: 400_000,
      orderLimit24h: 40_000_000,
    });
    await put(app, { stores: { ch: { scrapBoxLimit: 470_000, orderLimit24h: 50_000_000 } } });
  });
});
