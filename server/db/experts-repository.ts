import { EXPERT_DEFAULTS, type StaffExpert } from '../../src/domain/content';
import { EXPERT_GENDERS, isSessionKind, type ExpertGender, type TimeOff, type WorkingHours } from '../../src/domain/expert-profile';
import type { BookingKind } from '../../src/domain/submission-kinds';
import type { ExpertFields, ExpertScheduleFields } from '../../src/domain/schemas/expert';
import { orDefault, toIsoTimestamp } from './column-values';
import { readContentRevision } from './revision-counters';
import type { Db } from './engine/db';

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
  listByOriginalId(): Promise<StaffExpert[]>;
  /** The content's revision, shared with the blogs: it moves with every change to an expert, by any process on the database. */
  revision(): Promise<string>;
  findById(id: number): Promise<StaffExpert | undefined>;
  findByOriginalId(originalId: number): Promise<StaffExpert | undefined>;
  insert(expert: NewExpert): Promise<StaffExpert>;
  /** A new expert from the staff form, numbered after the others. */
  create(fields: ExpertFields): Promise<StaffExpert>;
  /** Undefined when no expert has that id. */
  update(id: number, fields: ExpertFields): Promise<StaffExpert | undefined>;
  /** `create`, recorded in staff_actions as 'expert_create' by `staffUsername`; one transaction. */
  createAudited(fields: ExpertFields, staffUsername: string, now: Date): Promise<StaffExpert>;
  /** `update`, recorded in staff_actions as 'expert_update'; nothing is recorded for a missing expert. */
  updateAudited(id: number, fields: ExpertFields, staffUsername: string, now: Date): Promise<StaffExpert | undefined>;
  /** Hours and time off only (an expert's own screen). Undefined when no expert has that id. */
  updateSchedule(id: number, schedule: ExpertScheduleFields): Promise<StaffExpert | undefined>;
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

const SELECT = `SELECT ${COLUMNS} FROM experts`;

const INSERT = `INSERT INTO experts (original_id, name, position, image_src, certifications, expertise, experience, uploaded_at,
    bio, email, languages, gender, concerns, kinds, hours, time_off, active)
  VALUES (@original_id, @name, @position, @image_src, @certifications, @expertise, @experience, @uploaded_at,
    @bio, @email, @languages, @gender, @concerns, @kinds, @hours, @time_off, @active)
  RETURNING ${COLUMNS}`;

const UPDATE = `UPDATE experts SET name = @name, position = @position, image_src = @image_src, certifications = @certifications,
    expertise = @expertise, experience = @experience, bio = @bio, email = @email, languages = @languages, gender = @gender,
    concerns = @concerns, kinds = @kinds, hours = @hours, time_off = @time_off, active = @active
  WHERE id = @id RETURNING ${COLUMNS}`;

const RECORD_ACTION = `INSERT INTO staff_actions (staff_username, action, kind, record_id, created_at) VALUES (?, ?, 'experts', ?, ?)`;

export function createExpertsRepository(db: Db): ExpertsRepository {
  async function findOne(where: 'id' | 'original_id', value: number): Promise<StaffExpert | undefined> {
    const row = await db.get<ExpertRow>(`${SELECT} WHERE ${where} = ?`, [value]);
    return row ? toExpert(row) : undefined;
  }

  async function insert(expert: NewExpert): Promise<StaffExpert> {
    const row = await db.get<ExpertRow>(INSERT, {
      original_id: expert.originalId,
      uploaded_at: toIsoTimestamp(expert.uploadedAt ?? new Date()),
      ...columnsOf(expert),
    });
    if (!row) throw new Error('Inserting an expert returned no row');
    return toExpert(row);
  }

  // Numbered after the others: the read and the insert belong to one transaction.
  const create = (fields: ExpertFields) =>
    db.transaction(async () => {
      const next = await db.get<{ next: number }>('SELECT COALESCE(MAX(original_id), 0) + 1 AS next FROM experts');
      return insert({ ...fields, originalId: next?.next ?? 1 });
    });

  async function update(id: number, fields: ExpertFields): Promise<StaffExpert | undefined> {
    const row = await db.get<ExpertRow>(UPDATE, { id, ...columnsOf(fields) });
    return row ? toExpert(row) : undefined;
  }

  const recordAction = (staffUsername: string, action: string, expertId: number, now: Date) =>
    db.run(RECORD_ACTION, [staffUsername, action, expertId, now.toISOString()]);

  return {
    listByOriginalId: async () => (await db.all<ExpertRow>(`${SELECT} ORDER BY original_id, id`)).map(toExpert),

    revision: () => readContentRevision(db),

    findById: (id) => findOne('id', id),

    findByOriginalId: (originalId) => findOne('original_id', originalId),

    insert,

    create,

    update,

    // The staff's writes and their record in staff_actions stand or fall together.
    createAudited: (fields, staffUsername, now) =>
      db.transaction(async () => {
        const expert = await create(fields);
        await recordAction(staffUsername, 'expert_create', expert.id, now);
        return expert;
      }),

    updateAudited: (id, fields, staffUsername, now) =>
      db.transaction(async () => {
        const expert = await update(id, fields);
        if (expert) await recordAction(staffUsername, 'expert_update', expert.id, now);
        return expert;
      }),

    async updateSchedule(id, schedule) {
      const row = await db.get<ExpertRow>(`UPDATE experts SET hours = @hours, time_off = @time_off WHERE id = @id RETURNING ${COLUMNS}`, {
        id,
        hours: JSON.stringify(schedule.hours),
        time_off: JSON.stringify(schedule.timeOff),
      });
      return row ? toExpert(row) : undefined;
    },
  };
}
