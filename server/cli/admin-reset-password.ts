// npm run admin:reset-password -- --username U  (signs the user out everywhere)
import { resetPassword } from '../services/auth/accounts';
import { readOptions, readPassword, withDatabase } from './staff-cli';

async function run(): Promise<number> {
  let options: Record<string, string | undefined>;
  try {
    options = readOptions(process.argv.slice(2), ['username']);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const { username } = options;
  if (!username) {
    console.error('Usage: npm run admin:reset-password -- --username NAME');
    return 2;
  }
  return withDatabase(async (db) => {
    await resetPassword(db, username, await readPassword());
    return `The password of "${username.trim()}" was changed; their sessions were ended.`;
  });
}

void run().then((code) => process.exit(code));
