// npm run admin:create -- --username U --role admin|editor|support
import { isStaffRole, STAFF_ROLES } from '../../src/domain/staff';
import { createAccount } from '../services/auth/accounts';
import { readOptions, readPassword, withDatabase } from './staff-cli';

async function run(): Promise<number> {
  let options: Record<string, string | undefined>;
  try {
    options = readOptions(process.argv.slice(2), ['username', 'role']);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const { username, role } = options;
  if (!username || !isStaffRole(role)) {
    console.error(`Usage: npm run admin:create -- --username NAME --role ${STAFF_ROLES.join('|')}`);
    return 2;
  }
  return withDatabase(async (db) => {
    const password = await readPassword();
    const user = await createAccount(db, { username, password, role });
    return `Staff account "${user.username}" (${user.role}) created.`;
  });
}

void run().then((code) => process.exit(code));
