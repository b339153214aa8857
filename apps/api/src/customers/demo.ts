import type { Database } from '../db/client';
import { customerAddresses, customers } from './tables';
import { hashPassword } from './passwords';

type DemoAddress = Omit<typeof customerAddresses.$inferInsert, 'customerId'>;

/** Listed with their passwords in the README; created only with SEED_DEMO_CUSTOMERS=true. */
export const demoCustomers: {
  customer: Omit<typeof customers.$inferInsert, 'passwordHash'>;
  password: string;
  addresses: DemoAddress[];
}[] = [
  {
    password: 'DemoKunde2025',
    customer: {
      email: 'anna.muster@example.com',
      salutation: 'mrs',
      firstName: 'Anna',
      lastName: 'Muster',
      type: 'individual',
      phone: '+436641234567',
      phoneVerified: true,
      emailVerified: true,
      newsletterInterests: ['gold', 'market-news'],
      language: 'de',
    },
    addresses: [
      {
        salutation: 'mrs',
        firstName: 'Anna',
        lastName: 'Muster',
        streetName: 'Mariahilfer Straße',
        streetNumber: '12',
        apartment: 'Top 4',
        zipCode: '1070',
        city: 'Wien',
        country: 'AT',
        phone: '+436641234567',
        defaultShipping: true,
        defaultBilling: true,
      },
      {
        salutation: 'mrs',
        firstName: 'Anna',
        lastName: 'Muster',
        streetName: 'Maximilianstraße',
        streetNumber: '3',
        zipCode: '80539',
        city: 'München',
        country: 'DE',
      },
    ],
  },
  {
    password: 'DemoFirma2025',
    customer: {
      email: 'einkauf@beispiel-edelmetall.example.com',
      salutation: 'mr',
      firstName: 'Bernd',
      lastName: 'Beispiel',
      type: 'company',
      companyName: 'Beispiel Edelmetall GmbH',
      vatId: 'DE136695976',
      phone: '+4915123456789',
      phoneVerified: false,
      emailVerified: true,
      newsletterInterests: ['silver', 'offers'],
      language: 'de',
    },
    addresses: [
      {
        salutation: 'mr',
        firstName: 'Bernd',
        lastName: 'Beispiel',
        company: 'Beispiel Edelmetall GmbH',
        streetName: 'Neue Mainzer Straße',
        streetNumber: '20',
        zipCode: '60311',
        city: 'Frankfurt am Main',
        country: 'DE',
        defaultShipping: true,
      },
      {
        salutation: 'mr',
        firstName: 'Bernd',
        lastName: 'Beispiel',
        company: 'Beispiel Edelmetall GmbH',
        title: 'Buchhaltung',
        streetName: 'Kaiserstraße',
        streetNumber: '5',
        zipCode: '60311',
        city: 'Frankfurt am Main',
        country: 'DE',
        defaultBilling: true,
      },
    ],
  },
];

/** Creates the demo customers that do not exist yet; answers how many it created. */
export async function seedDemoCustomers(db: Database): Promise<number> {
  let created = 0;
  for (const demo of demoCustomers) {
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ ...demo.customer, passwordHash })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (!row) return;
      created += 1;
      // Listed in order: one transaction would give them all the same creation time.
      for (const [index, address] of demo.addresses.entries())
        await tx
          .insert(customerAddresses)
          .values({ ...address, customerId: row.id, createdAt: new Date(Date.now() + index) });
    });
  }
  return created;
}
