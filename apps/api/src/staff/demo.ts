import type { Database } from '../db/client';
import { createMember, ownerGroup, type StaffMemberDraft } from './members';

/**
 * The demo staff of `npm start` and e2e, with their passwords and authenticator secrets printed
 * in the README (so anyone trying the back-office, and the e2e journeys, can make the codes).
 * Created only with SEED_DEMO_STAFF=true, never in production.
 */
export const demoStaff: (Omit<StaffMemberDraft, 'enrolWith'> & { totpSecret: string })[] = [
  {
    email: 'owner@aurum-argentum.example',
    name: 'Olivia Owner',
    locale: 'de',
    password: 'DemoOwner2025',
    totpSecret: 'FJN3INTAJTSUFR7FVE6SNOT2ETGFYYK5',
    groups: [ownerGroup],
  },
  {
    email: 'orderdesk@aurum-argentum.example',
    name: 'Oskar Orderdesk',
    locale: 'de',
    password: 'DemoDesk2025',
    totpSecret: 'PRF2DJGKTO3IYJ45E3GFEDNVGUL3ZVFZ',
    groups: [
      {
        name: 'Order desk AT/DE',
        permissions: ['orders', 'sellBacks', 'payments', 'customers'],
        stores: ['at', 'de'],
      },
    ],
  },
];

/**
 * Creates the demo members that do not exist yet, enrolled with their fixed secrets (encrypted
 * with `encryptSecret` once the member's id is known); answers how many it created.
 */
export async function seedDemoStaff(
  db: Database,
  encryptSecret: (memberId: string, secret: string) => string,
): Promise<number> {
  let created = 0;
  for (const { totpSecret, ...member } of demoStaff) {
    const id = await createMember(db, {
      ...member,
      enrolWith: (memberId) => encryptSecret(memberId, totpSecret),
    });
    if (id) created += 1;
  }
  return created;
}
