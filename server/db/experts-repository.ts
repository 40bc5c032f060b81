import type Database from 'better-sqlite3';
import { EXPERT_DEFAULTS, type StaffExpert } from '../../src/domain/content';
import { EXPERT_GENDERS, isSessionKind, type ExpertGender, type TimeOff, type WorkingHours } from '../../src/domain/expert-profile';
import type { BookingKind } from '../../src/domain/submission-kinds';
import type { ExpertFields, ExpertScheduleFields } from '../../src/domain/schemas/expert';
import { orDefault, toIsoTimestamp } from './column-values';

type ExpertRow = {
  id: number;
  original_id: number;
  name: string | null;
  position: string | null;
  image_src: string | null;
  certifications: string | null;
  expertise: string | null;
  experience: string | null;
  uploaded_at: string;
  bio: string | null;
  email: string | null;
  languages: string;
  gender: string | null;
  concerns: string;
  kinds: string;
  hours: string;
  time_off: string;
  active: number;
};

/** What the seed and the tests write; everything but originalId has a default. */
export type NewExpert = {
  originalId: number;
  name?: string | null;
  position?: string | null;
  imageSrc?: string | null;
  certifications?: string | null;
  expertise?: string | null;
  experience?: string | null;
  uploadedAt?: string | Date;
  bio?: string | null;
  email?: string | null;
  languages?: readonly string[];
  gender?: ExpertGender | null;
  concerns?: readonly string[];
  kinds?: readonly BookingKind[];
  hours?: readonly WorkingHours[];
  timeOff?: readonly TimeOff[];
  active?: boolean;
};

export type ExpertsRepository = {
  /** Every expert, inactive ones included, by originalId. */
  listByOriginalId(): StaffExpert[];
  findById(id: number): StaffExpert | undefined;
  findByOriginalId(originalId: number): StaffExpert | undefined;
  insert(expert: NewExpert): StaffExpert;
  /** A new expert from the staff form, numbered after the others. */
  create(fields: ExpertFields): StaffExpert;
  /** Undefined when no expert has that id. */
  update(id: number, fields: ExpertFields): StaffExpert | undefined;
  /** `create`, recorded in staff_actions as 'expert_create' by `staffUsername`; one transaction. */
  createAudited(fields: ExpertFields, staffUsername: string, now: Date): StaffExpert;
  /** `update`, recorded in staff_actions as 'expert_update'; nothing is recorded for a missing expert. */
  updateAudited(id: number, fields: ExpertFields, staffUsername: string, now: Date): StaffExpert | undefined;
  /** Hours and time off only (an expert's own screen). Undefined when no expert has that id. */
  updateSchedule(id: number, schedule: ExpertScheduleFields): StaffExpert | undefined;
};

const COLUMNS =
  'id, original_id, name, position, image_src, certifications, expertise, experience, uploaded_at, bio, email, languages, gender, concerns, kinds, hours, time_off, active';

/** A JSON list column as written by this repository; anything else reads as empty. */
function list(json: string): unknown[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const strings = (json: string) => list(json).filter((item): item is string => typeof item === 'string');

function toExpert(row: ExpertRow): StaffExpert {
  return {
    id: row.id,
    originalId: row.original_id,
    name: orDefault(row.name, EXPERT_DEFAULTS.name),
    position: orDefault(row.position, EXPERT_DEFAULTS.position),
    imageSrc: orDefault(row.image_src, EXPERT_DEFAULTS.imageSrc),
    certifications: row.certifications ?? EXPERT_DEFAULTS.certifications,
    expertise: orDefault(row.expertise, EXPERT_DEFAULTS.expertise),
    experience: orDefault(row.experience, EXPERT_DEFAULTS.experience),
    uploadedAt: row.uploaded_at,
    bio: row.bio ?? '',
    email: row.email,
    languages: strings(row.languages),
    gender: EXPERT_GENDERS.find((gender) => gender === row.gender) ?? null,
    concerns: strings(row.concerns),
    kinds: list(row.kinds).filter(isSessionKind),
    // Written only through the schemas of src/domain/schemas/expert.ts.
    hours: list(row.hours) as WorkingHours[],
    timeOff: list(row.time_off) as TimeOff[],
    active: row.active === 1,
  };
}

type WritableColumns = Omit<ExpertRow, 'id' | 'original_id' | 'uploaded_at'>;

function columnsOf(expert: Omit<NewExpert, 'originalId' | 'uploadedAt'>): WritableColumns {
  return {
    name: expert.name ?? null,
    position: expert.position ?? null,
    image_src: expert.imageSrc ?? null,
    certifications: expert.certifications ?? null,
    expertise: expert.expertise ?? null,
    experience: expert.experience ?? null,
    bio: expert.bio ?? null,
    email: expert.email ?? null,
    languages: JSON.stringify(expert.languages ?? []),
    gender: expert.gender ?? null,
    concerns: JSON.stringify(expert.concerns ?? []),
    kinds: JSON.stringify(expert.kinds ?? ['individual']),
    hours: JSON.stringify(expert.hours ?? []),
    time_off: JSON.stringify(expert.timeOff ?? []),
    active: expert.active === false ? 0 : 1,
  };
}

export function createExpertsRepository(db: Database.Database): ExpertsRepository {
  const listStatement = db.prepare<[], ExpertRow>(`SELECT ${COLUMNS} FROM experts ORDER BY original_id, id`);
  const findStatement = db.prepare<[number], ExpertRow>(`SELECT ${COLUMNS} FROM experts WHERE id = ?`);
  const findByOriginalIdStatement = db.prepare<[number], ExpertRow>(`SELECT ${COLUMNS} FROM experts WHERE original_id = ?`);
  const insertStatement = db.prepare<Omit<ExpertRow, 'id'>, ExpertRow>(
    `INSERT INTO experts (original_id, name, position, image_src, certifications, expertise, experience, uploaded_at,
       bio, email, languages, gender, concerns, kinds, hours, time_off, active)
     VALUES (@original_id, @name, @position, @image_src, @certifications, @expertise, @experience, @uploaded_at,
       @bio, @email, @languages, @gender, @concerns, @kinds, @hours, @time_off, @active)
     RETURNING ${COLUMNS}`,
  );
  const nextOriginalId = db.prepare<[], { next: number }>('SELECT COALESCE(MAX(original_id), 0) + 1 AS next FROM experts');
  const updateStatement = db.prepare<WritableColumns & { id: number }, ExpertRow>(
    `UPDATE experts SET name = @name, position = @position, image_src = @image_src, certifications = @certifications,
       expertise = @expertise, experience = @experience, bio = @bio, email = @email, languages = @languages, gender = @gender,
       concerns = @concerns, kinds = @kinds, hours = @hours, time_off = @time_off, active = @active
     WHERE id = @id RETURNING ${COLUMNS}`,
  );
  const updateScheduleStatement = db.prepare<{ id: number; hours: string; time_off: string }, ExpertRow>(
    `UPDATE experts SET hours = @hours, time_off = @time_off WHERE id = @id RETURNING ${COLUMNS}`,
  );

  const actionStatement = db.prepare<[string, string, number, string]>(
    `INSERT INTO staff_actions (staff_username, action, kind, record_id, created_at) VALUES (?, ?, 'experts', ?, ?)`,
  );

  const insert = (expert: NewExpert) => {
    const row = insertStatement.get({
      original_id: expert.originalId,
      uploaded_at: toIsoTimestamp(expert.uploadedAt ?? new Date()),
      ...columnsOf(expert),
    });
    if (!row) throw new Error('Inserting an expert returned no row');
    return toExpert(row);
  };

  const create = (fields: ExpertFields) => insert({ ...fields, originalId: nextOriginalId.get()?.next ?? 1 });
  const update = (id: number, fields: ExpertFields) => {
    const row = updateStatement.get({ id, ...columnsOf(fields) });
    return row ? toExpert(row) : undefined;
  };

  // The staff's writes and their record in staff_actions stand or fall together.
  const createAuditedTransaction = db.transaction((fields: ExpertFields, staffUsername: string, at: string) => {
    const expert = create(fields);
    actionStatement.run(staffUsername, 'expert_create', expert.id, at);
    return expert;
  });
  const updateAuditedTransaction = db.transaction((id: number, fields: ExpertFields, staffUsername: string, at: string) => {
    const expert = update(id, fields);
    if (expert) actionStatement.run(staffUsername, 'expert_update', expert.id, at);
    return expert;
  });

  return {
    listByOriginalId: () => listStatement.all().map(toExpert),

    findById(id) {
      const row = findStatement.get(id);
      return row ? toExpert(row) : undefined;
    },

    findByOriginalId(originalId) {
      const row = findByOriginalIdStatement.get(originalId);
      return row ? toExpert(row) : undefined;
    },

    insert,

    create: db.transaction(create),

    update,

    createAudited: (fields, staffUsername, now) => createAuditedTransaction.immediate(fields, staffUsername, now.toISOString()),

    updateAudited: (id, fields, staffUsername, now) => updateAuditedTransaction.immediate(id, fields, staffUsername, now.toISOString()),

    updateSchedule(id, schedule) {
      const row = updateScheduleStatement.get({ id, hours: JSON.stringify(schedule.hours), time_off: JSON.stringify(schedule.timeOff) });
      return row ? toExpert(row) : undefined;
    },
  };
}
