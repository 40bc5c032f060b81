// npm run admin:create -- --username U --role admin|editor|support|expert [--expert EXPERT_ID]
import { createAccount } from '../services/auth/accounts';
import { readCreateOptions } from './admin-create-options';
import { readPassword, withDatabase } from './staff-cli';

async function run(): Promise<number> {
  const options = readCreateOptions(process.argv.slice(2));
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  return withDatabase(async (db) => {
    const password = await readPassword();
    const user = await createAccount(db, { ...options, password });
    const forExpert = user.expertId === null ? '' : ` for expert ${user.expertId}`;
    return `Staff account "${user.username}" (${user.role})${forExpert} created.`;
  });
}

void run().then((code) => process.exit(code));
