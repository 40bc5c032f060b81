import { FieldError, fieldErrorProps } from './FieldError';

type Props = {
  /** The e-mail being typed, not yet added. */
  attendee: string;
  attendees: string[];
  error: string | undefined;
  onChange: (value: string) => void;
  onAdd: () => void;
  onRemove: (email: string) => void;
};

const ERROR_ID = 'meeting-attendees-error';

/** The attendees' e-mails: one typed and added at a time (Enter adds too), each removable. */
export function MeetingAttendeesField({ attendee, attendees, error, onChange, onAdd, onRemove }: Props) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="meeting-attendee">Attendee e-mail</label>
      <div className="admin-toolbar">
        <input
          className="field__control"
          id="meeting-attendee"
          type="email"
          value={attendee}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onAdd();
            }
          }}
          {...fieldErrorProps(ERROR_ID, error)}
        />
        <button type="button" className="button button--secondary" onClick={onAdd}>
          Add attendee
        </button>
      </div>
      <FieldError id={ERROR_ID} message={error} />
      {attendees.length > 0 && (
        <ul aria-label="Attendees">
          {attendees.map((email) => (
            <li key={email}>
              {email}{' '}
              <button type="button" className="button button--secondary" aria-label={`Remove ${email}`} onClick={() => onRemove(email)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
