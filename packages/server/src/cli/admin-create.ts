import { parseArgs } from 'node:util';
import { PasswordSchema, PhoneSchema, ROLES } from '@app/shared';
import { openConfiguredDatabase } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { createAccountsService } from '../features/accounts/index.ts';
import { createEvents } from '../lib/events.ts';

/** `npm run admin:create -- --phone P --password W [--name N]`: the only way to make an admin in production. */
async function main() {
  const { values } = parseArgs({
    options: { phone: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const phone = PhoneSchema.safeParse(values.phone ?? '');
  const password = PasswordSchema.safeParse(values.password ?? '');
  if (!phone.success || !password.success) {
    console.error('Usage: npm run admin:create -- --phone 13800000000 --password "at least 10 chars" [--name 管理员]');
    if (!phone.success) console.error('  --phone must be a mainland mobile number (11 digits, 1[3-9]...)');
    if (!password.success) console.error('  --password must be 10 to 128 characters');
    process.exit(2);
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    const accounts = createAccountsService({ db: database.db, events: createEvents() });
    const user = await accounts.create({
      phone: phone.data,
      password: password.data,
      role: ROLES.admin,
      nickName: values.name ?? '管理员',
    });
    if (!user) {
      console.error(`A user with phone ${phone.data} already exists.`);
      process.exitCode = 1;
    } else console.log(`Administrator ${phone.data} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
