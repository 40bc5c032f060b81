import type Database from 'better-sqlite3';
import { EXPERT_DEFAULTS, type Expert } from '../../src/domain/content';
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
};

export type NewExpert = {
  originalId: number;
  name?: string | null;
  position?: string | null;
  imageSrc?: string | null;
  certifications?: string | null;
  expertise?: string | null;
  experience?: string | null;
  uploadedAt?: string | Date;
};

export type ExpertsRepository = {
  listByOriginalId(): Expert[];
  findById(id: number): Expert | undefined;
  findByOriginalId(originalId: number): Expert | undefined;
  insert(expert: NewExpert): Expert;
};

const COLUMNS = 'id, original_id, name, position, image_src, certifications, expertise, experience, uploaded_at';

function toExpert(row: ExpertRow): Expert {
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
  };
}

export function createExpertsRepository(db: Database.Database): ExpertsRepository {
  const listStatement = db.prepare<[], ExpertRow>(`SELECT ${COLUMNS} FROM experts ORDER BY original_id, id`);
  const findStatement = db.prepare<[number], ExpertRow>(`SELECT ${COLUMNS} FROM experts WHERE id = ?`);
  const findByOriginalIdStatement = db.prepare<[number], ExpertRow>(
    `SELECT ${COLUMNS} FROM experts WHERE original_id = ?`,
  );
  const insertStatement = db.prepare<Omit<ExpertRow, 'id'>, ExpertRow>(
    `INSERT INTO experts (original_id, name, position, image_src, certifications, expertise, experience, uploaded_at)
     VALUES (@original_id, @name, @position, @image_src, @certifications, @expertise, @experience, @uploaded_at)
     RETURNING ${COLUMNS}`,
  );

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

    insert(expert) {
      const row = insertStatement.get({
        original_id: expert.originalId,
        name: expert.name ?? null,
        position: expert.position ?? null,
        image_src: expert.imageSrc ?? null,
        certifications: expert.certifications ?? null,
        expertise: expert.expertise ?? null,
        experience: expert.experience ?? null,
        uploaded_at: toIsoTimestamp(expert.uploadedAt ?? new Date()),
      });
      if (!row) throw new Error('Inserting an expert returned no row');
      return toExpert(row);
    },
  };
}
