import type { Config } from '../../config';
import { createGoogleMeetProvider } from './google';
import { createJitsiProvider } from './jitsi';
import type { MeetingProvider } from './meeting-provider';

/** The configured provider: Google Meet when MEETING_PROVIDER=google (config insists on its credentials), else Jitsi. */
export function meetingProviderFor(config: Pick<Config, 'meetingProvider' | 'meetingBaseUrl' | 'site' | 'google'>): MeetingProvider {
  if (config.meetingProvider === 'google' && config.google) return createGoogleMeetProvider(config.google);
  return jitsiProviderFor(config);
}

/** A Jitsi room needs no network call, so it is also the fallback when another provider fails. */
export function jitsiProviderFor(config: Pick<Config, 'meetingBaseUrl' | 'site'>): MeetingProvider {
  return createJitsiProvider({ baseUrl: config.meetingBaseUrl, roomPrefix: config.site.productName });
}
