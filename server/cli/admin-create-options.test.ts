import { describe, expect, it } from 'vitest';
import { CREATE_USAGE, readCreateOptions } from './admin-create-options';

describe('admin:create arguments', () => {
  it('reads a username and role, and the expert an expert account stands for', () => {
    expect(readCreateOptions(['--username', 'meera', '--role', 'support'])).toEqual({ username: 'meera', role: 'support' });
    expect(readCreateOptions(['--username', 'asha', '--role', 'expert', '--expert', '12'])).toEqual({ username: 'asha', role: 'expert', expertId: 12 });
  });

  it('prints the usage for a missing username or an unknown role', () => {
    expect(readCreateOptions(['--role', 'admin'])).toEqual({ error: CREATE_USAGE });
    expect(readCreateOptions(['--username', 'x', '--role', 'owner'])).toEqual({ error: CREATE_USAGE });
    expect(CREATE_USAGE).toContain('admin|editor|support|expert');
  });

  it('refuses an expert id that is not a whole number, and unknown options', () => {
    for (const expert of ['abc', '0', '-3', '1.5', '']) {
      expect(readCreateOptions(['--username', 'asha', '--role', 'expert', '--expert', expert])).toEqual({ error: expect.stringContaining('--expert') });
    }
    expect(readCreateOptions(['--username', 'asha', '--role', 'admin', '--colour', 'blue'])).toEqual({ error: expect.stringMatching(/colour/) });
  });
});
