-- Events are data (title, date, time, venue, passes). A pass is a catalogue id
-- (src/domain/pricing.ts), so its price lives in one place only.
--
-- The art-therapy workshop is seeded on a Sunday at least four weeks after the
-- database is created: never in the past on a fresh install.

CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  -- IST calendar date and clock times, as the slots use them.
  date TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  venue TEXT NOT NULL,
  city TEXT NOT NULL,
  passes TEXT NOT NULL CHECK (json_valid(passes)),
  created_at TEXT NOT NULL
);

INSERT INTO events (slug, title, summary, date, start_time, end_time, venue, city, passes, created_at)
VALUES (
  'art-therapy-workshop',
  'Art Therapy Workshop',
  'An afternoon of guided art therapy in a small group: no drawing skills needed, just come as you are. Materials are provided.',
  date('now', '+28 days', 'weekday 0'),
  '3:00 PM',
  '5:00 PM',
  'A café in Indore',
  'Indore',
  '["workshop-single","workshop-couple"]',
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
);
