import type { Config } from '../../config';
import { createJitsiProvider } from './jitsi';
import type { MeetingProvider } from './meeting-provider';

/** The configured provider (Jitsi is the only one this version offers; config refuses others). */
export function meetingProviderFor(config: Pick<Config, 'meetingProvider' | 'meetingBaseUrl' | 'site'>): MeetingProvider {
  return createJitsiProvider({ baseUrl: config.meetingBaseUrl, roomPrefix: config.site.productName });
}
