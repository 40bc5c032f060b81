import type { CreatedMeeting } from './api';

/** The meeting just created: its Meet link, and its calendar event where that is another page. */
export function MeetingCreated({ meeting }: { meeting: CreatedMeeting }) {
  return (
    <div className="card status" role="status">
      <p>Meeting created. Invitations are on their way to the attendees.</p>
      <p>
        Meeting link:{' '}
        <a href={meeting.meetLink} target="_blank" rel="noreferrer">
          {meeting.meetLink}
        </a>
      </p>
      {meeting.htmlLink !== meeting.meetLink && (
        <p>
          Calendar event:{' '}
          <a href={meeting.htmlLink} target="_blank" rel="noreferrer">
            {meeting.htmlLink}
          </a>
        </p>
      )}
    </div>
  );
}
