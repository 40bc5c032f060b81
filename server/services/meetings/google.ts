import { randomUUID } from 'node:crypto';
import { isRecord } from '../../../src/domain/is-record';
import type { GoogleMeetConfig } from '../../config';
import type { Meeting, MeetingProvider, MeetingRequest } from './meeting-provider';

// Google Meet links through the Calendar API: events.insert with a conference create
// request (conferenceDataVersion=1), authorised by an OAuth access token obtained from a
// long-lived refresh token. Plain fetch over HTTPS; no SDK.

const TIMEOUT_MS = 15_000;
/** An access token is renewed this long before Google says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type Token = { value: string; expiresAt: number };

/** The Meet link of an inserted event: hangoutLink, else the conference's video entry point. */
export function meetLinkOf(event: Record<string, unknown>): string | undefined {
  if (typeof event.hangoutLink === 'string' && event.hangoutLink !== '') return event.hangoutLink;
  const conference = event.conferenceData;
  if (!isRecord(conference) || !Array.isArray(conference.entryPoints)) return undefined;
  const video = conference.entryPoints.find((entry): entry is Record<string, unknown> => isRecord(entry) && entry.entryPointType === 'video');
  return typeof video?.uri === 'string' && video.uri !== '' ? video.uri : undefined;
}

export function createGoogleMeetProvider(
  config: GoogleMeetConfig,
  { fetch: fetchImpl = fetch, now = () => Date.now(), requestId = () => randomUUID() }: { fetch?: typeof fetch; now?: () => number; requestId?: () => string } = {},
): MeetingProvider {
  let token: Token | undefined;

  async function request(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token.value;
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      refresh_token: config.refreshToken,
    });
    const { status, body } = await request(config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    });
    if (status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
      // Google's error code (e.g. invalid_grant for a revoked refresh token) helps the operator.
      const reason = isRecord(body) && typeof body.error === 'string' ? ` (${body.error})` : '';
      throw new Error(`Google token request failed with HTTP ${status}${reason}`);
    }
    const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: now() + expiresIn * 1000 };
    return token.value;
  }

  async function authorised(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const answer = await request(url, { ...init, headers: { ...headers, Authorization: `Bearer ${await accessToken()}` } });
    if (answer.status !== 401) return answer;
    // A token revoked before its time: one fresh token, one more try.
    token = undefined;
    return request(url, { ...init, headers: { ...headers, Authorization: `Bearer ${await accessToken()}` } });
  }

  return {
    name: 'google',
    async createMeeting(meeting: MeetingRequest): Promise<Meeting> {
      const query = new URLSearchParams({ conferenceDataVersion: '1', sendUpdates: meeting.sendNotifications ? 'all' : 'none' });
      const url = `${config.apiBaseUrl}/calendar/v3/calendars/${encodeURIComponent(config.calendarId)}/events?${query.toString()}`;
      const { status, body } = await authorised(url, {
        method: 'POST',
        body: JSON.stringify({
          summary: meeting.summary,
          description: meeting.description,
          location: meeting.location,
          start: { dateTime: meeting.startDateTime, timeZone: meeting.timeZone },
          end: { dateTime: meeting.endDateTime, timeZone: meeting.timeZone },
          attendees: meeting.attendees.map((email) => ({ email })),
          conferenceData: { createRequest: { requestId: requestId(), conferenceSolutionKey: { type: 'hangoutsMeet' } } },
        }),
      });
      if (status !== 200 || !isRecord(body)) {
        const reason = isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string' ? `: ${body.error.message}` : '';
        throw new Error(`Google Calendar events.insert failed with HTTP ${status}${reason}`);
      }
      const meetLink = meetLinkOf(body);
      if (!meetLink) throw new Error('Google Calendar created the event without a Meet link');
      const htmlLink = typeof body.htmlLink === 'string' && body.htmlLink !== '' ? body.htmlLink : meetLink;
      return { meetLink, htmlLink };
    },
  };
}
