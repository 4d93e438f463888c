/**
 * `tsx server/src/cli/create-superadmin.ts --email a@b.example --name "Name"`: creates a superadmin
 * (staff, all rights). This is how production gets its first account, since production never seeds.
 * The password comes from SUPERADMIN_PASSWORD, or is generated and printed exactly once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema/users-roles';
import { loadEnvOrFail, openConfiguredDatabase, StartupError } from '../main';
import { runCli } from './run-cli';

const Arguments = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(200),
});

await runCli(async () => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const parsed = Arguments.safeParse(values);
  if (!parsed.success) {
    throw new StartupError(
      'Usage: create-superadmin --email <address> --name "<full name>" (a valid email and a name)',
    );
  }
  const { email, name } = parsed.data;
  const env = loadEnvOrFail();
  const generated = env.SUPERADMIN_PASSWORD === undefined;
  const password = env.SUPERADMIN_PASSWORD ?? randomBytes(18).toString('base64url');

  const database = await openConfiguredDatabase(env);
  try {
    const existing = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing.length > 0) throw new StartupError(`A user with the email ${email} already exists.`);
    await database.db.insert(users).values({
      type: 'employee',
      accessLevel: 'superadmin',
      name,
      email,
      passwordHash: await hashPassword(password),
      locale: 'nl',
      active: true,
      confirmedAt: new Date(),
    });
  } finally {
    await database.close();
  }

  process.stdout.write(`Superadmin ${email} created.\n`);
  if (generated) process.stdout.write(`Password (shown only now, store it safely): ${password}\n`);
});
