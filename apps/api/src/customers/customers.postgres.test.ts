import { CustomerSchema, TokenDataSchema } from '@shop/api-client/contract';
import * as v from 'valibot';
import { customers } from './tables';
import { sql } from 'drizzle-orm';
import {
  call,
  clientAddress,
  individualDraft,
  login,
  password,
  signedInCustomer,
  uniqueEmail,
} from '../test/accounts';
import { defineCustomersSuite, endLoginWait } from '../test/customers-suite';
import { onPostgres } from '../test/postgres-suite';

const {
  describe: describePostgres,
  app,
  second,
  restart,
} = onPostgres({
  database: 'shop_customers_test',
  instances: 2,
  poolSize: 6,
  options: () => ({ seed: false, prices: { intervalSeconds: 0 } }),
});

describePostgres('customers on PostgreSQL', () => {
  defineCustomersSuite(app);

  describe('races and several instances', () => {
    it('gives one account to concurrent registrations of one e-mail', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call(i % 2 ? second() : app(), '/customers', {
            method: 'POST',
            payload: individualDraft(i % 3 ? email : email.toUpperCase()),
            ip: clientAddress(),
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.status === 409))
        expect(answer.json).toMatchObject({ code: 'email_taken' });
      const rows = await app()
        .db.select()
        .from(customers)
        .where(sql`lower(${customers.email}) = ${email}`);
      expect(rows).toHaveLength(1);
    });

    it('lets at most one of concurrent refreshes of one token succeed, and the rest end the family', async () => {
      const { session } = await signedInCustomer(app());
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call(i % 2 ? second() : app(), '/admin/customers/refresh-token', {
            method: 'POST',
            payload: { refreshToken: session.refreshToken },
          }),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      expect(ok.length).toBeLessThanOrEqual(1);
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status).toBe(401);
        expect(['refresh_token_reused', 'session_expired']).toContain(
          (answer.json as { code: string }).code,
        );
      }
      // A reuse was seen, so even the winner's new tokens are dead.
      if (ok[0]) {
        const winner = v.parse(TokenDataSchema, ok[0].json);
        const me = await call(app(), '/customers/me', { token: winner.accessToken });
        expect(me.status).toBe(401);
      }
    });

    it('checks at most the allowed passwords of concurrent wrong logins on both instances', async () => {
      const email = uniqueEmail('guesses');
      await signedInCustomer(app(), individualDraft(email));
      const guesses = (count: number) =>
        Promise.all(
          Array.from({ length: count }, (_, i) =>
            call(i % 2 ? second() : app(), '/customers/login', {
              method: 'POST',
              payload: { email, password: 'Wrong1234' },
              ip: clientAddress(),
            }),
          ),
        );
      // Each 400 is a password checked; each 429 was refused before any check.
      const statuses = (answers: { status: number }[]) =>
        answers.map((a) => a.status).sort((a, b) => a - b);
      expect(statuses(await guesses(20))).toEqual([
        ...Array<number>(5).fill(400),
        ...Array<number>(15).fill(429),
      ]);
      await endLoginWait(app(), email);
      expect(statuses(await guesses(20))).toEqual([400, ...Array<number>(19).fill(429)]);
      await endLoginWait(app(), email);
      await login(second(), email);
    });

    it('shares tokens, sessions and abuse limits between instances', async () => {
      const email = uniqueEmail('instances');
      const { token } = await signedInCustomer(app(), individualDraft(email));
      expect((await call(second(), '/customers/me', { token })).status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        const instance = i % 2 ? second() : app();
        const answer = await call(instance, '/customers/login', {
          method: 'POST',
          payload: { email, password: 'Wrong1234' },
          ip: clientAddress(),
        });
        expect(answer.status).toBe(400);
      }
      for (const instance of [app(), second()]) {
        const blocked = await call(instance, '/customers/login', {
          method: 'POST',
          payload: { email, password },
          ip: clientAddress(),
        });
        expect(blocked.status).toBe(429);
        expect(blocked.headers['retry-after']).toBeDefined();
      }
      await call(app(), '/customers/logout', { method: 'POST', token });
      expect((await call(second(), '/customers/me', { token })).status).toBe(401);
    });

    it('keeps the limits over a restart of an instance', async () => {
      const email = uniqueEmail('restart');
      for (let i = 0; i < 5; i += 1)
        await call(second(), '/customers/emails/password-reset', {
          method: 'POST',
          payload: { email },
          ip: clientAddress(),
        });
      await restart(1);
      const after = await call(second(), '/customers/emails/password-reset', {
        method: 'POST',
        payload: { email },
        ip: clientAddress(),
      });
      expect(after.status).toBe(429);
      const me = await signedInCustomer(second());
      expect(
        v.parse(CustomerSchema, (await call(second(), '/customers/me', { token: me.token })).json)
          .id,
      ).toBe(me.customer.id);
    });
  });
});
