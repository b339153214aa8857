import fp from 'fastify-plugin';
import { createEmailTokens, type EmailTokens } from './email-tokens';
import { createMergeRegistry, type MergeRegistry } from './merge';
import { createPhoneVerification, type PhoneVerification } from './phone-verification';
import { createSecondFactor, type SecondFactor } from './second-factor';
import { createCustomersRepository, type CustomersRepository } from './repository';
import { seedDemoCustomers } from './demo';
import { createFormatVatValidator, type VatValidator } from './vat';

declare module 'fastify' {
  interface FastifyInstance {
    customers: {
      repository: CustomersRepository;
      emailTokens: EmailTokens;
      vat: VatValidator;
      merge: MergeRegistry;
      phoneVerification: PhoneVerification;
      /** The optional second factor (authenticator app, recovery codes). */
      secondFactor: SecondFactor;
    };
  }
}

export interface CustomersPluginOptions {
  /** SEED_DEMO_CUSTOMERS=true: create the demo customers of the README when missing. */
  seedDemoCustomers: boolean;
  /** A VIES-backed validator can replace the offline format and checksum check. */
  vat?: VatValidator;
  smsCountries: readonly string[];
}

export default fp<CustomersPluginOptions>(
  async (fastify, options) => {
    const repository = createCustomersRepository(fastify.db);
    const emailTokens = createEmailTokens(fastify.db);
    fastify.decorate('customers', {
      repository,
      emailTokens,
      vat: options.vat ?? createFormatVatValidator(),
      merge: createMergeRegistry(fastify.db),
      phoneVerification: createPhoneVerification({
        db: fastify.db,
        repository,
        messaging: fastify.messaging,
        rateLimits: fastify.rateLimits,
        keyedHash: fastify.keyedHash,
        countries: new Set(options.smsCountries),
      }),
      secondFactor: createSecondFactor({
        db: fastify.db,
        keyedHash: fastify.keyedHash,
        // Derived from the server's token key, as the staff's: a copy of the table alone does
        // not reveal the secrets.
        secretKey: Buffer.from(fastify.keyedHash('customer authenticator secrets'), 'hex'),
        now: () => new Date(),
      }),
    });
    if (options.seedDemoCustomers) {
      const created = await seedDemoCustomers(fastify.db);
      if (created > 0) fastify.log.info({ created }, 'Seeded the demo customers');
    }
  },
  { name: 'customers', dependencies: ['db', 'auth', 'messaging', 'rate-limits'] },
);
