import { useState, type FormEvent } from 'react';
import {
  addMinutesLocal,
  calendarRequestSchema,
  DEFAULT_MEETING_LOCATION,
  DEFAULT_MEETING_MINUTES,
  END_REQUIRED,
  INVALID_ATTENDEE,
  istInstant,
  MEETING_FAILED,
  MEETING_TIME_ZONE,
  normaliseAttendees,
  START_REQUIRED,
  TITLE_REQUIRED,
  type CalendarRequest,
} from '../../domain/schemas/calendar-request';
import { createMeeting, type CreatedMeeting } from './api';
import { RequireRole } from './RequireRole';
import './admin.css';

// Spec §2 "Meeting creation form" (/test/form), a staff tool: title, start, end (start
// change sets end 30 minutes later), attendees lowercased without duplicates,
// description, location. The same calendar request check runs here and on the server.

type Errors = Partial<Record<'summary' | 'startDateTime' | 'endDateTime' | 'attendees', string>>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

export function MeetingForm() {
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [attendee, setAttendee] = useState('');
  const [attendees, setAttendees] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState(DEFAULT_MEETING_LOCATION);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedMeeting | null>(null);

  function changeStart(value: string) {
    setStart(value);
    const later = addMinutesLocal(value, DEFAULT_MEETING_MINUTES);
    if (later) setEnd(later);
  }

  function addAttendee() {
    const email = attendee.trim().toLowerCase();
    if (email === '') return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setErrors((current) => ({ ...current, attendees: INVALID_ATTENDEE }));
      return;
    }
    setAttendees((current) => normaliseAttendees([...current, email]));
    setAttendee('');
    setErrors((current) => ({ ...current, attendees: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setCreated(null);
    const request = {
      summary: title,
      description,
      startDateTime: start ? istInstant(start) : '',
      endDateTime: end ? istInstant(end) : '',
      attendees,
      timeZone: MEETING_TIME_ZONE,
      sendNotifications: true,
      location,
    };
    const parsed = calendarRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        if (key && !found[key]) found[key] = issue.message;
      }
      if (!start) found.startDateTime = START_REQUIRED;
      if (!end) found.endDateTime = END_REQUIRED;
      if (!title.trim()) found.summary = TITLE_REQUIRED;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setCreated(await createMeeting(parsed.data satisfies CalendarRequest));
    } catch {
      setFailure(MEETING_FAILED);
    } finally {
      setBusy(false);
    }
  }

  const described = (name: keyof Errors) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `meeting-${name}-error` } : {});

  return (
    <section className="section admin">
      <title>Create a meeting</title>
      <meta name="robots" content="noindex" />
      <div className="container">
        <h1>Create a meeting</h1>
        <form onSubmit={submit} noValidate className="card admin-meeting">
          <div className="field">
            <label className="field__label" htmlFor="meeting-summary">Title</label>
            <input className="field__control" id="meeting-summary" value={title} onChange={(event) => setTitle(event.target.value)} required {...described('summary')} />
            <FieldError id="meeting-summary-error" message={errors.summary} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-start">Start (IST)</label>
            <input className="field__control" id="meeting-start" type="datetime-local" value={start} onChange={(event) => changeStart(event.target.value)} required {...described('startDateTime')} />
            <FieldError id="meeting-startDateTime-error" message={errors.startDateTime} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-end">End (IST)</label>
            <input className="field__control" id="meeting-end" type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} required {...described('endDateTime')} />
            <FieldError id="meeting-endDateTime-error" message={errors.endDateTime} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-attendee">Attendee e-mail</label>
            <div className="admin-toolbar">
              <input
                className="field__control"
                id="meeting-attendee"
                type="email"
                value={attendee}
                onChange={(event) => setAttendee(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addAttendee();
                  }
                }}
                {...described('attendees')}
              />
              <button type="button" className="button button--secondary" onClick={addAttendee}>
                Add attendee
              </button>
            </div>
            <FieldError id="meeting-attendees-error" message={errors.attendees} />
            {attendees.length > 0 && (
              <ul aria-label="Attendees">
                {attendees.map((email) => (
                  <li key={email}>
                    {email}{' '}
                    <button type="button" className="button button--secondary" aria-label={`Remove ${email}`} onClick={() => setAttendees((current) => current.filter((entry) => entry !== email))}>
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-description">Description</label>
            <textarea className="field__control" id="meeting-description" value={description} onChange={(event) => setDescription(event.target.value)} rows={4} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-location">Location</label>
            <input className="field__control" id="meeting-location" value={location} onChange={(event) => setLocation(event.target.value)} />
          </div>
          {failure && (
            <p className="status status--error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Creating…' : 'Create meeting'}
          </button>
        </form>
        {created && (
          <div className="card status" role="status">
            <p>Meeting created. Invitations are on their way to the attendees.</p>
            <p>
              Meeting link:{' '}
              <a href={created.meetLink} target="_blank" rel="noreferrer">
                {created.meetLink}
              </a>
            </p>
            {created.htmlLink !== created.meetLink && (
              <p>
                Calendar event:{' '}
                <a href={created.htmlLink} target="_blank" rel="noreferrer">
                  {created.htmlLink}
                </a>
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** /test/form: admins only; anyone signed out meets the not-found page. */
export function MeetingFormPage() {
  return <RequireRole roles={['admin']}>{() => <MeetingForm />}</RequireRole>;
}
