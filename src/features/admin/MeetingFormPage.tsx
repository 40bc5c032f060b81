import { FieldError, fieldErrorProps } from './FieldError';
import { MeetingAttendeesField } from './MeetingAttendeesField';
import { MeetingCreated } from './MeetingCreated';
import { RequireRole } from './RequireRole';
import { useMeetingCreation } from './use-meeting-creation';
import { useMeetingFields, type MeetingErrors } from './use-meeting-fields';
import './admin.css';

// Spec §2 "Meeting creation form" (/test/form), a staff tool: title, start, end (start
// change sets end 30 minutes later), attendees lowercased without duplicates,
// description, location. The same calendar request check runs here and on the server.

export function MeetingForm() {
  const fields = useMeetingFields();
  const { submit, busy, failure, created } = useMeetingCreation(fields);
  const { errors } = fields;

  const described = (name: keyof MeetingErrors) => fieldErrorProps(`meeting-${name}-error`, errors[name]);

  return (
    <section className="section admin">
      <title>Create a meeting</title>
      <meta name="robots" content="noindex" />
      <div className="container">
        <h1>Create a meeting</h1>
        <form onSubmit={submit} noValidate className="card admin-meeting">
          <div className="field">
            <label className="field__label" htmlFor="meeting-summary">Title</label>
            <input className="field__control" id="meeting-summary" value={fields.title} onChange={(event) => fields.setTitle(event.target.value)} required {...described('summary')} />
            <FieldError id="meeting-summary-error" message={errors.summary} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-start">Start (IST)</label>
            <input className="field__control" id="meeting-start" type="datetime-local" value={fields.start} onChange={(event) => fields.changeStart(event.target.value)} required {...described('startDateTime')} />
            <FieldError id="meeting-startDateTime-error" message={errors.startDateTime} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-end">End (IST)</label>
            <input className="field__control" id="meeting-end" type="datetime-local" value={fields.end} onChange={(event) => fields.setEnd(event.target.value)} required {...described('endDateTime')} />
            <FieldError id="meeting-endDateTime-error" message={errors.endDateTime} />
          </div>
          <MeetingAttendeesField
            attendee={fields.attendee}
            attendees={fields.attendees}
            error={errors.attendees}
            onChange={fields.setAttendee}
            onAdd={fields.addAttendee}
            onRemove={fields.removeAttendee}
          />
          <div className="field">
            <label className="field__label" htmlFor="meeting-description">Description</label>
            <textarea className="field__control" id="meeting-description" value={fields.description} onChange={(event) => fields.setDescription(event.target.value)} rows={4} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="meeting-location">Location</label>
            <input className="field__control" id="meeting-location" value={fields.location} onChange={(event) => fields.setLocation(event.target.value)} />
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
        {created && <MeetingCreated meeting={created} />}
      </div>
    </section>
  );
}

/** /test/form: admins only; anyone signed out meets the not-found page. */
export function MeetingFormPage() {
  return <RequireRole roles={['admin']}>{() => <MeetingForm />}</RequireRole>;
}
