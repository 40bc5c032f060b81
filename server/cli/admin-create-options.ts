import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../src/domain/staff';
import { readOptions } from './staff-cli';

export const CREATE_USAGE = `Usage: npm run admin:create -- --username NAME --role ${STAFF_ROLES.join('|')} [--expert EXPERT_ID]`;

export type CreateOptions = { username: string; role: StaffRole; expertId?: number };

/**
 * The arguments of admin:create, or the message to print. `--expert` names the expert an
 * account of role expert stands for (the id on the staff Experts screen); whether that
 * expert exists, and whether the role needs one, is checked with the database (accounts.ts).
 */
export function readCreateOptions(args: string[]): CreateOptions | { error: string } {
  let options: Record<string, string | undefined>;
  try {
    options = readOptions(args, ['username', 'role', 'expert']);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const { username, role, expert } = options;
  if (!username || !isStaffRole(role)) return { error: CREATE_USAGE };
  if (expert === undefined) return { username, role };
  if (!/^[1-9]\d{0,9}$/.test(expert)) return { error: `--expert takes an expert's id (a whole number), not "${expert}".` };
  return { username, role, expertId: Number(expert) };
}
