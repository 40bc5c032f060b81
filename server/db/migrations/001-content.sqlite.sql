-- Blog posts and experts (spec §3). Text columns other than the keys may be NULL:
-- the repositories apply the spec's defaults when reading, so imported rows with
-- gaps still display sensibly.

CREATE TABLE blogs (
  id INTEGER PRIMARY KEY,
  blog_id TEXT NOT NULL UNIQUE,
  title TEXT,
  content TEXT,
  author TEXT,
  category TEXT,
  featured_image TEXT,
  url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT,
  submitted_at TEXT
);

CREATE INDEX blogs_created_at ON blogs (created_at);

CREATE TABLE experts (
  id INTEGER PRIMARY KEY,
  original_id INTEGER NOT NULL UNIQUE,
  name TEXT,
  position TEXT,
  image_src TEXT,
  certifications TEXT,
  expertise TEXT,
  experience TEXT,
  uploaded_at TEXT NOT NULL
);

-- Small facts about this installation, e.g. that the demo content was seeded once.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
