import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake Google on loopback for tests: the OAuth token endpoint (refresh_token grant) and
// Calendar events.insert (POST /calendar/v3/calendars/:calendarId/events). Each test sets
// how the next answers go.

export type FakeGoogleInsert = {
  calendarId: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown>;
};

export type FakeGoogle = {
  url: string;
  /** Token requests as received (the form fields). */
  tokenRequests: URLSearchParams[];
  inserts: FakeGoogleInsert[];
  /** Seconds each issued token lives. */
  expiresIn: number;
  /** Status codes the next inserts answer with before they succeed (e.g. [401], [503]). */
  failNext: number[];
  /** Leave hangoutLink out so only conferenceData's entry point carries the link. */
  withoutHangoutLink: boolean;
  stop(): Promise<void>;
};

export const FAKE_GOOGLE_CREDENTIALS = { clientId: 'client-id', clientSecret: 'client-secret', refreshToken: 'refresh-token' };

export async function startFakeGoogle(): Promise<FakeGoogle> {
  let issued = 0;
  const fake: Omit<FakeGoogle, 'url' | 'stop'> = { tokenRequests: [], inserts: [], expiresIn: 3599, failNext: [], withoutHangoutLink: false };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        fake.tokenRequests.push(form);
        const { clientId, clientSecret, refreshToken } = FAKE_GOOGLE_CREDENTIALS;
        if (form.get('grant_type') !== 'refresh_token' || form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret || form.get('refresh_token') !== refreshToken) {
          return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        issued += 1;
        return send(200, { access_token: `access-${issued}`, expires_in: fake.expiresIn, scope: 'https://www.googleapis.com/auth/calendar.events', token_type: 'Bearer' });
      }
      const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname);
      if (req.method === 'POST' && match?.[1]) {
        const body = JSON.parse(raw) as Record<string, unknown>;
        fake.inserts.push({ calendarId: decodeURIComponent(match[1]), query: url.searchParams, authorization: req.headers.authorization, body });
        const failure = fake.failNext.shift();
        if (failure) return send(failure, { error: { code: failure, message: failure === 401 ? 'Invalid Credentials' : 'Backend Error' } });
        if (req.headers.authorization !== `Bearer access-${issued}`) return send(401, { error: { code: 401, message: 'Invalid Credentials' } });
        const id = `evt${fake.inserts.length}`;
        const conference = (body.conferenceData as { createRequest?: { requestId?: string } } | undefined)?.createRequest;
        const code = `abc-defg-hi${fake.inserts.length}`;
        return send(200, {
          kind: 'calendar#event',
          id,
          status: 'confirmed',
          htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
          ...(fake.withoutHangoutLink ? {} : { hangoutLink: `https://meet.google.com/${code}` }),
          conferenceData: {
            createRequest: { requestId: conference?.requestId, conferenceSolutionKey: { type: 'hangoutsMeet' }, status: { statusCode: 'success' } },
            entryPoints: [
              { entryPointType: 'phone', uri: 'tel:+91-00-0000-0000' },
              { entryPointType: 'video', uri: `https://meet.google.com/${code}`, label: `meet.google.com/${code}` },
            ],
            conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
            conferenceId: code,
          },
        });
      }
      send(404, { error: { code: 404, message: 'Not Found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
