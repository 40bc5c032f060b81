// Spec §3 "Meeting / calendar request": what a session's video link is made from.
export type MeetingRequest = {
  summary: string;
  description: string;
  /** Absolute times with offset, e.g. '2026-11-22T10:30:00+05:30'. */
  startDateTime: string;
  endDateTime: string;
  attendees: string[];
  timeZone: string;
  sendNotifications: boolean;
  location: string;
};

export type Meeting = { meetLink: string; htmlLink: string };

export type MeetingProvider = {
  readonly name: string;
  createMeeting(request: MeetingRequest): Promise<Meeting>;
};
