import ICAL from 'ical.js';

// Mozilla's ical.js reads an invite as a calendar would: the tests' oracle for what we send.

export function readInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('No VEVENT');
  const time = (name: string) => {
    const value = event.getFirstPropertyValue(name);
    if (!(value instanceof ICAL.Time)) throw new Error(`No ${name}`);
    return value.toJSDate().toISOString();
  };
  const address = (property: ICAL.Property) => String(property.getFirstValue()).replace(/^mailto:/i, '');
  const organizer = event.getFirstProperty('organizer');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    location: event.getFirstPropertyValue('location'),
    start: time('dtstart'),
    end: time('dtend'),
    stamp: time('dtstamp'),
    organizer: organizer ? { name: organizer.getParameter('cn'), email: address(organizer) } : null,
    attendees: event.getAllProperties('attendee').map(address),
  };
}
