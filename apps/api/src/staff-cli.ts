import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { EmailSchema } from '@shop/api-client/contract';
import { databaseFromEnv } from './config';
import { connectDatabase } from './db/client';
import { prepareDatabase } from './seed/prepare-database';
import { createMember, oneTimePassword, ownerGroup } from './staff/members';

/*
 * The staff command (issue 25): production seeds no staff, so the first owner is created here.
 *   node dist/staff-cli.js create-owner --email owner@dealer.example --name "Olga Owner" [--locale en]
 * Uses DATABASE_URL (or the PGlite folder, DATA_DIR, while the API is stopped: PGlite opens one
 * process at a time). Prints a one-time password; the first sign-in enrols the authenticator app.
 */

const usage = 'Usage: staff-cli create-owner --email <address> --name <full name> [--locale de|en]';

async function createOwner(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, locale: { type: 'string' } },
  });
  const email = v.safeParse(EmailSchema, values.email ?? '');
  const name = values.name?.trim();
  const locale = values.locale ?? 'de';
  if (!email.success || !name || (locale !== 'de' && locale !== 'en')) throw new Error(usage);
  const password = oneTimePassword();
  const connection = await connectDatabase(databaseFromEnv());
  try {
    await prepareDatabase(connection, { seed: false });
    const id = await createMember(connection.db, {
      email: email.output,
      name,
      locale,
      password,
      groups: [ownerGroup],
    });
    if (!id) throw new Error(`A staff member with the e-mail ${email.output} exists already.`);
  } finally {
    await connection.close();
  }
  console.log(`Created the owner ${name} <${email.output}> with every permission in every store.`);
  console.log(`Password (shown only now): ${password}`);
  console.log(
    'Sign in at the back-office with it: the first sign-in shows a QR code to add to an ' +
      'authenticator app, whose first code completes the enrolment and shows ten recovery codes.',
  );
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'create-owner') throw new Error(usage);
  await createOwner(args);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
