import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type GoogleMeetConfig } from '../../config';
import { createGoogleMeetProvider } from './google';
import type { MeetingRequest } from './meeting-provider';
import { meetingProviderFor } from './meeting-providers';
import { FAKE_GOOGLE_CREDENTIALS, startFakeGoogle, type FakeGoogle } from '../../../tests/support/fake-google-calendar';

let google: FakeGoogle | undefined;
afterEach(async () => {
  await google?.stop();
  google = undefined;
});

function configFor(fake: FakeGoogle, calendarId = 'primary'): GoogleMeetConfig {
  return { ...FAKE_GOOGLE_CREDENTIALS, calendarId, apiBaseUrl: fake.url, tokenUrl: `${fake.url}/token` };
}

const session: MeetingRequest = {
  summary: 'Saathi: Individual Therapy',
  description: 'Online session, booking #7',
  startDateTime: '2026-11-27T10:30:00+05:30',
  endDateTime: '2026-11-27T11:30:00+05:30',
  attendees: ['asha@example.in', 'team@saathi.example'],
  timeZone: 'Asia/Kolkata',
  sendNotifications: true,
  location: 'Online video session',
};

describe('Google Meet provider against a loopback fake', () => {
  it('inserts a Calendar event with a Meet conference request and returns its links', async () => {
    google = await startFakeGoogle();
    const provider = createGoogleMeetProvider(configFor(google, 'team@group.calendar.google.com'), { requestId: () => 'req-1' });
    expect(provider.name).toBe('google');

    const meeting = await provider.createMeeting(session);
    expect(meeting).toEqual({ meetLink: 'https://meet.google.com/abc-defg-hi1', htmlLink: 'https://www.google.com/calendar/event?eid=evt1' });

    const [token] = google.tokenRequests;
    expect(Object.fromEntries(token!)).toEqual({ grant_type: 'refresh_token', client_id: 'client-id', client_secret: 'client-secret', refresh_token: 'refresh-token' });
    const [insert] = google.inserts;
    expect(insert?.calendarId).toBe('team@group.calendar.google.com');
    expect(insert?.authorization).toBe('Bearer access-1');
    expect(Object.fromEntries(insert!.query)).toEqual({ conferenceDataVersion: '1', sendUpdates: 'all' });
    expect(insert?.body).toEqual({
      summary: 'Saathi: Individual Therapy',
      description: 'Online session, booking #7',
      location: 'Online video session',
      start: { dateTime: '2026-11-27T10:30:00+05:30', timeZone: 'Asia/Kolkata' },
      end: { dateTime: '2026-11-27T11:30:00+05:30', timeZone: 'Asia/Kolkata' },
      attendees: [{ email: 'asha@example.in' }, { email: 'team@saathi.example' }],
      conferenceData: { createRequest: { requestId: 'req-1', conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    });
  });

  it('asks Google not to mail attendees when the request says so, with a new requestId each time', async () => {
    google = await startFakeGoogle();
    const provider = createGoogleMeetProvider(configFor(google));
    await provider.createMeeting({ ...session, sendNotifications: false });
    await provider.createMeeting(session);
    const [first, second] = google.inserts;
    expect(first?.query.get('sendUpdates')).toBe('none');
    expect(second?.query.get('sendUpdates')).toBe('all');
    const requestIdOf = (body: Record<string, unknown> | undefined) => (body?.conferenceData as { createRequest: { requestId: string } }).createRequest.requestId;
    expect(requestIdOf(first?.body)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(first?.body)).not.toBe(requestIdOf(second?.body));
  });

  it('takes the conference video entry point when the event has no hangoutLink', async () => {
    google = await startFakeGoogle();
    google.withoutHangoutLink = true;
    const meeting = await createGoogleMeetProvider(configFor(google)).createMeeting(session);
    expect(meeting.meetLink).toBe('https://meet.google.com/abc-defg-hi1');
  });

  it('caches the access token until shortly before it expires', async () => {
    google = await startFakeGoogle();
    let clock = 1_000_000;
    const provider = createGoogleMeetProvider(configFor(google), { now: () => clock });
    await provider.createMeeting(session);
    clock += 30 * 60_000;
    await provider.createMeeting(session);
    expect(google.tokenRequests).toHaveLength(1);
    // Within the last minute of its hour the token is renewed before use.
    clock += 29 * 60_000 + 30_000;
    await provider.createMeeting(session);
    expect(google.tokenRequests).toHaveLength(2);
    expect(google.inserts.map((insert) => insert.authorization)).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-2']);
  });

  it('on a 401 refreshes the token once and retries, and surfaces a second 401', async () => {
    google = await startFakeGoogle();
    const provider = createGoogleMeetProvider(configFor(google));
    google.failNext = [401];
    const meeting = await provider.createMeeting(session);
    expect(meeting.meetLink).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(google.tokenRequests).toHaveLength(2);
    expect(google.inserts.map((insert) => insert.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);

    google.failNext = [401, 401];
    await expect(provider.createMeeting(session)).rejects.toThrow('Google Calendar events.insert failed with HTTP 401: Invalid Credentials');
    expect(google.tokenRequests).toHaveLength(3);
    expect(google.inserts).toHaveLength(4);
  });

  it('surfaces a server error without retrying', async () => {
    google = await startFakeGoogle();
    google.failNext = [503];
    await expect(createGoogleMeetProvider(configFor(google)).createMeeting(session)).rejects.toThrow('Google Calendar events.insert failed with HTTP 503: Backend Error');
    expect(google.inserts).toHaveLength(1);
  });

  it('surfaces a refused refresh token with Google\'s error code', async () => {
    google = await startFakeGoogle();
    const provider = createGoogleMeetProvider({ ...configFor(google), refreshToken: 'revoked' });
    await expect(provider.createMeeting(session)).rejects.toThrow('Google token request failed with HTTP 400 (invalid_grant)');
    expect(google.inserts).toEqual([]);
  });

  it('is the configured provider when MEETING_PROVIDER=google, and Jitsi otherwise', async () => {
    google = await startFakeGoogle();
    const config = loadConfig({
      MEETING_PROVIDER: 'google',
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_REFRESH_TOKEN: 'refresh-token',
      GOOGLE_API_BASE_URL: google.url,
      GOOGLE_TOKEN_URL: `${google.url}/token`,
    });
    const provider = meetingProviderFor(config);
    expect(provider.name).toBe('google');
    expect((await provider.createMeeting(session)).meetLink).toBe('https://meet.google.com/abc-defg-hi1');
    expect(meetingProviderFor(loadConfig({})).name).toBe('jitsi');
  });
});
