// Reading the experts API's answers (spec §3 defaults, §7, §8).
import { EXPERT_DEFAULTS, type Expert } from '../../domain/content';
import { EXPERT_GENDERS, isSessionKind } from '../../domain/expert-profile';
import { isRecord } from '../../domain/is-record';
import { invalidAnswer, text, toNumber } from '../../services/read-json';

export const EXPERTS_PATH = '/api/experts';

export function expertPath(id: string): string {
  return `${EXPERTS_PATH}/${encodeURIComponent(id)}`;
}

/** Internal messages of spec §8; visitors see the catalogue's list message instead. */
export const EXPERTS_FORMAT_ERROR = 'Received invalid experts data format';
export const EXPERT_FORMAT_ERROR = 'Unexpected data format';

/** Items may arrive wrapped as `{expert: {...}}` (spec §3). */
function unwrap(value: unknown): unknown {
  return isRecord(value) && isRecord(value.expert) ? value.expert : value;
}

/** One expert with the spec's defaults filled in; null when it has no id to open it by. */
export function toExpert(value: unknown): Expert | null {
  const raw = unwrap(value);
  if (!isRecord(raw)) return null;
  const id = toNumber(raw.id);
  if (id === null) return null;
  return {
    id,
    originalId: toNumber(raw.originalId) ?? id,
    name: text(raw.name, EXPERT_DEFAULTS.name),
    position: text(raw.position, EXPERT_DEFAULTS.position),
    imageSrc: text(raw.imageSrc, EXPERT_DEFAULTS.imageSrc),
    certifications: typeof raw.certifications === 'string' ? raw.certifications : EXPERT_DEFAULTS.certifications,
    expertise: text(raw.expertise, EXPERT_DEFAULTS.expertise),
    experience: text(raw.experience, EXPERT_DEFAULTS.experience),
    uploadedAt: typeof raw.uploadedAt === 'string' ? raw.uploadedAt : '',
    bio: typeof raw.bio === 'string' ? raw.bio : '',
    languages: textList(raw.languages),
    gender: EXPERT_GENDERS.find((gender) => gender === raw.gender) ?? null,
    concerns: textList(raw.concerns),
    kinds: Array.isArray(raw.kinds) ? raw.kinds.filter(isSessionKind) : [],
  };
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

function byOriginalId(a: Expert, b: Expert): number {
  return a.originalId - b.originalId || a.id - b.id;
}

/**
 * An array, or an object holding an array under `data` (spec §7); anything else is an error.
 * Ordered by originalId; items without an id are left out.
 */
export function readExpertList(body: unknown): Expert[] {
  let items: unknown[];
  if (Array.isArray(body)) items = body;
  else if (!isRecord(body)) throw invalidAnswer(EXPERTS_FORMAT_ERROR);
  else if (Array.isArray(body.data)) items = body.data;
  else throw invalidAnswer(EXPERT_FORMAT_ERROR);
  return items.map(toExpert).filter((expert): expert is Expert => expert !== null).sort(byOriginalId);
}

/** `{data: Expert}`, the expert possibly wrapped under `expert`. */
export function readExpert(body: unknown): Expert {
  const expert = toExpert(isRecord(body) && 'data' in body ? body.data : body);
  if (expert === null) throw invalidAnswer(EXPERT_FORMAT_ERROR);
  return expert;
}

/** "Anxiety, Depression , OCD" -> ["Anxiety", "Depression", "OCD"]. */
export function expertiseList(expert: Pick<Expert, 'expertise'>): string[] {
  const list = expert.expertise
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length > 0 ? list : [EXPERT_DEFAULTS.expertise];
}
