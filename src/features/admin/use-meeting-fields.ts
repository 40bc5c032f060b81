import { useState } from 'react';
import { addMinutesLocal, DEFAULT_MEETING_LOCATION, DEFAULT_MEETING_MINUTES, INVALID_ATTENDEE, normaliseAttendees } from '../../domain/schemas/calendar-request';

export type MeetingErrors = Partial<Record<'summary' | 'startDateTime' | 'endDateTime' | 'attendees', string>>;

export type MeetingFields = {
  title: string;
  setTitle(value: string): void;
  /** Start and end as the datetime-local inputs give them, in IST. */
  start: string;
  /** Sets the start, and the end 30 minutes after it. */
  changeStart(value: string): void;
  end: string;
  setEnd(value: string): void;
  /** The e-mail being typed, not yet added. */
  attendee: string;
  setAttendee(value: string): void;
  attendees: string[];
  /** Adds the typed e-mail, lowercased and once only; a malformed one is reported instead. */
  addAttendee(): void;
  removeAttendee(email: string): void;
  description: string;
  setDescription(value: string): void;
  location: string;
  setLocation(value: string): void;
  errors: MeetingErrors;
  setErrors(errors: MeetingErrors): void;
};

/** The meeting form's values and its messages per field. */
export function useMeetingFields(): MeetingFields {
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [attendee, setAttendee] = useState('');
  const [attendees, setAttendees] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState(DEFAULT_MEETING_LOCATION);
  const [errors, setErrors] = useState<MeetingErrors>({});

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

  return {
    title,
    setTitle,
    start,
    changeStart,
    end,
    setEnd,
    attendee,
    setAttendee,
    attendees,
    addAttendee,
    removeAttendee: (email) => setAttendees((current) => current.filter((entry) => entry !== email)),
    description,
    setDescription,
    location,
    setLocation,
    errors,
    setErrors,
  };
}
