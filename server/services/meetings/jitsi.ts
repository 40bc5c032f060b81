import { randomBytes } from 'node:crypto';
import type { MeetingProvider } from './meeting-provider';

export const DEFAULT_JITSI_BASE_URL = 'https://meet.jit.si';

/**
 * A room on a Jitsi server (meet.jit.si, or a self-hosted one): no call to make, the
 * room exists once someone opens the link. 128 random bits make it unguessable.
 */
export function createJitsiProvider({ baseUrl = DEFAULT_JITSI_BASE_URL, roomPrefix = 'Saathi' } = {}): MeetingProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const prefix = roomPrefix.replace(/[^A-Za-z0-9]/g, '') || 'Session';
  return {
    name: 'jitsi',
    async createMeeting() {
      const link = `${base}/${prefix}-${randomBytes(16).toString('hex')}`;
      return { meetLink: link, htmlLink: link };
    },
  };
}
