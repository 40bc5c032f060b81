import { useState, type FormEvent } from 'react';
import { EXPERT_DEFAULTS, type StaffExpert } from '../../domain/content';
import type { ExpertGender, SESSION_KINDS, TimeOff, WorkingHours } from '../../domain/expert-profile';
import { messagesByField, type FieldErrors } from '../../domain/field-errors';
import { isRecord } from '../../domain/is-record';
import { expertSchema, type ExpertInput } from '../../domain/schemas/expert';
import { saveExpert } from './api';
import { useFeaturedImageCheck, type FeaturedImageCheck } from './use-featured-image-check';

/** The staff expert form as typed: every field present, lists edited in place. */
export type ExpertForm = {
  name: string;
  position: string;
  imageSrc: string;
  bio: string;
  email: string;
  certifications: string;
  expertise: string;
  experience: string;
  languages: string[];
  gender: ExpertGender | null;
  concerns: string[];
  kinds: (typeof SESSION_KINDS)[number][];
  hours: WorkingHours[];
  timeOff: TimeOff[];
  active: boolean;
};

export const EMPTY_EXPERT_FORM: ExpertForm = {
  name: '',
  position: '',
  imageSrc: '',
  bio: '',
  email: '',
  certifications: '',
  expertise: '',
  experience: '',
  languages: [],
  gender: null,
  concerns: [],
  kinds: ['individual'],
  hours: [],
  timeOff: [],
  active: true,
};

/** The form for a stored expert. */
export function formOf(expert: StaffExpert): ExpertForm {
  return {
    name: expert.name,
    position: expert.position,
    // The placeholder stands in for "no photo": saving it back would make it the expert's own.
    imageSrc: expert.imageSrc === EXPERT_DEFAULTS.imageSrc ? '' : expert.imageSrc,
    bio: expert.bio,
    email: expert.email ?? '',
    certifications: expert.certifications,
    expertise: expert.expertise,
    experience: expert.experience,
    languages: [...expert.languages],
    gender: expert.gender,
    concerns: [...expert.concerns],
    kinds: [...expert.kinds],
    hours: expert.hours.map((hours) => ({ ...hours })),
    timeOff: expert.timeOff.map((away) => ({ ...away })),
    active: expert.active,
  };
}

/** What the save said: "Saved", or why not. */
export type ExpertSaveMessage = { tone: 'ok' | 'error'; text: string };

export const EXPERT_SAVED = 'Saved';
export const CHECK_FIELDS = 'Please check the highlighted fields.';

/** The lists whose rows the browser's own check can point at. */
const ROW_FIELDS = new Set<PropertyKey>(['hours', 'timeOff']);

/**
 * Messages per field, as the server sends them; but a message the browser's own check has
 * about one range of the hours or time off goes to that row (`hours.2`: the third range of
 * `form.hours`) rather than to the whole list.
 */
type Issue = { path: readonly PropertyKey[]; message: string };

const isRowIssue = ({ path: [field, row] }: Issue) => field !== undefined && ROW_FIELDS.has(field) && typeof row === 'number';

export function errorsOf(issues: readonly Issue[]): FieldErrors {
  const errors = messagesByField(issues.filter((issue) => !isRowIssue(issue))).fieldErrors;
  for (const { path, message } of issues.filter(isRowIssue)) errors[`${String(path[0])}.${String(path[1])}`] ??= message;
  return errors;
}

export function serverFieldsOf(error: unknown): FieldErrors {
  if (!isRecord(error) || !isRecord(error.fields)) return {};
  return Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A value the image check may load: what the schema takes as a photo address. */
const isPhotoAddress = (url: string) => expertSchema.shape.imageSrc.safeParse(url).success;

export type ExpertFormState = {
  form: ExpertForm;
  /** Changes one field and forgets what was said about it. */
  set<K extends keyof ExpertForm>(field: K, value: ExpertForm[K]): void;
  errors: FieldErrors;
  image: FeaturedImageCheck;
  message: ExpertSaveMessage | null;
  busy: boolean;
  /** The stored expert's id: set once a new expert is first saved. */
  id: number | undefined;
  submit(event: FormEvent): Promise<void>;
};

/**
 * The expert being written: checked with the server's own schema before it is sent, the photo
 * loaded as the blog form's image is, and the server's field messages shown on a refusal.
 * What was typed stays on the form whatever the answer.
 */
export function useExpertForm(stored: StaffExpert | undefined): ExpertFormState {
  const [form, setForm] = useState<ExpertForm>(() => (stored ? formOf(stored) : EMPTY_EXPERT_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<ExpertSaveMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState(stored?.id);
  const image = useFeaturedImageCheck(
    form.imageSrc,
    (url) => setForm((current) => (current.imageSrc.trim() === url ? { ...current, imageSrc: '' } : current)),
    isPhotoAddress,
  );

  function set<K extends keyof ExpertForm>(field: K, value: ExpertForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`))));
    if (field === 'imageSrc') image.dismiss();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = expertSchema.safeParse(form satisfies ExpertInput);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage({ tone: 'error', text: CHECK_FIELDS });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (!(await image.verify(form.imageSrc))) return;
      const saved = await saveExpert(id, parsed.data);
      setId(saved.id);
      setMessage({ tone: 'ok', text: EXPERT_SAVED });
    } catch (error) {
      setErrors(serverFieldsOf(error));
      setMessage({ tone: 'error', text: error instanceof Error && error.message ? error.message : 'The expert could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return { form, set, errors, image, message, busy, id, submit };
}
