import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ASSESSMENT_IDS } from '../domain/assessments/registry';
import { SLOT_MESSAGES } from '../domain/slots';
import { CHECK_UNAVAILABLE } from '../forms/use-loaded';
import english from '../forms/messages.en';
import hindi from '../forms/messages.hi';
import { findFormMessage, translateFormMessage } from '../forms/translate-message';
import { MESSAGES as SEND_MESSAGES } from '../offline/sync-engine';
import {
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON,
  UNREADABLE_REQUEST,
  UNSTORABLE_CHARACTER,
  errorHandler,
  payloadTooLarge,
  serviceUnavailable,
  tooManyRequests,
} from '../../server/errors';
import { TOO_MANY_REQUESTS } from '../../server/http/fast-path/rate-limit';
import { CROSS_SITE_REFUSED } from '../../server/http/staff-auth';
import { BODY_NOT_AN_OBJECT } from '../../server/routes/submissions';
import { SELECT_PASS } from '../../server/services/payments/payment-pricing';
import { KEY_REUSED } from '../../server/services/submissions/submission-service';
import { PAYMENT_CALL_FAILED, PAYMENT_NOT_STARTED } from '../features/workshop/WorkshopPage';

// Every message a visitor's form can show must be in the forms' catalogue (src/forms/messages.*),
// or a Hindi page shows it in English. This drives every schema of src/domain/schemas that a
// visitor's form or request uses with wrong values (missing, empty, blank, too long, of the
// wrong kind or format, each option of a choice, so that "Other" asks for its text) and fails
// on a message the catalogue does not know: a new schema message cannot ship untranslated.

type Module = Record<string, unknown>;

const modules = import.meta.glob<Module>(['/src/domain/schemas/*.ts', '!/src/domain/schemas/*.test.ts'], { eager: true });

/** Schemas only staff use: the staff area stays English (decision 019). */
const STAFF_ONLY_MODULES = ['blog-post', 'calendar-request', 'expert', 'expert-assignment'];
const STAFF_ONLY_EXPORTS = ['staffRescheduleSchema', 'staffCancelSchema'];
/** Exported strings that are values, not messages. */
const NOT_MESSAGES = ['ANY_EXPERT'];

/** Schemas made by a function, with the arguments the visitor's side calls it with. */
async function madeSchemas(): Promise<z.ZodType[]> {
  const report = await import('../domain/schemas/assessment-report');
  const slotChecks = await import('../domain/schemas/session-time');
  const individual = await import('../domain/schemas/individual');
  const couple = await import('../domain/schemas/couple');
  const family = await import('../domain/schemas/family-friends');
  // 9 PM in India (today closed), 6 PM (too soon for today), and a morning.
  const nows = ['2026-11-25T15:30:00Z', '2026-11-25T12:30:00Z', '2026-11-25T03:00:00Z'].map((at) => new Date(at));
  return [
    ...ASSESSMENT_IDS.flatMap((id) => [report.answersSchema(id), report.assessmentSubmissionSchema(id)]),
    ...nows.flatMap((now) => [
      slotChecks.withIndividualSlotCheck(individual.individualSessionSchema, now),
      slotChecks.withSessionWindowCheck(couple.coupleBookingSchema, now),
      slotChecks.withSessionWindowCheck(family.familyBookingSchema, now),
    ]),
  ];
}

function moduleName(path: string): string {
  return path.replace(/^.*\/(.*)\.ts$/, '$1');
}

function isSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** The visitor-side schemas a module exports: schemas, lists of them, and shapes (objects of field schemas). */
function schemasOf(module: Module): z.ZodType[] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (STAFF_ONLY_EXPORTS.includes(name)) return [];
    if (isSchema(value)) return [value];
    if (Array.isArray(value) && value.every(isSchema)) return value;
    if (typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every(isSchema)) {
      return [z.object(value as Record<string, z.ZodType>)];
    }
    return [];
  });
}

/** The message constants a module exports: strings, and records of strings. */
function messageConstantsOf(module: Module): string[] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (NOT_MESSAGES.includes(name) || STAFF_ONLY_EXPORTS.includes(name)) return [];
    if (typeof value === 'string') return [value];
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string')) {
      return Object.values(value as Record<string, string>);
    }
    return [];
  });
}

type Def = { type?: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; entries?: Record<string, string>; values?: unknown[] };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { def: Def }).def;
}

/** The values an option field takes (its enum's, its literals'), found through optional, default, pipe, array and union. */
function optionsIn(schema: z.ZodType, seen = new Set<z.ZodType>()): unknown[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return def.values;
  const inner = [def.innerType, def.in, def.out, def.element, ...(def.options ?? [])].filter((item): item is z.ZodType => item !== undefined);
  return inner.flatMap((item) => optionsIn(item, seen));
}

/** The fields of an object schema (through a transform), or undefined for another kind of schema. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  return undefined;
}

/** Wrong values of every kind a form or a request can send for one field. */
const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(6000),
  'not valid',
  'abc@',
  '0123456789',
  '12345',
  '2020-01-01',
  '2026-11-25',
  '2026-11-26',
  '2999-01-01',
  '31-12-2026',
  '7:00 PM',
  '3 PM to 6 PM',
  '15',
  0,
  -1,
  1.5,
  15,
  500,
  true,
  false,
  'yes',
  [],
  [''],
  ['not valid'],
  [0, 1, 2],
  {},
];

function messagesFrom(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Every message `schema` gives for wrong values: each field wrong on its own (the others missing), or the whole value wrong. */
function messagesOf(schema: z.ZodType): string[] {
  const shape = shapeOf(schema);
  if (!shape) return WRONG_VALUES.flatMap((value) => messagesFrom(schema, value));
  const messages = messagesFrom(schema, {});
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const options = optionsIn(fieldSchema);
    const values = [...WRONG_VALUES, ...options, ...options.map((option) => [option]), ...options.map((option) => [option, option])];
    for (const value of values) messages.push(...messagesFrom(schema, { [field]: value }));
  }
  return messages;
}

/** What the server answers a form it cannot accept, as a whole (not by field). */
function serverMessages(): string[] {
  const answered: string[] = [];
  const res = {
    headersSent: false,
    status() {
      return res;
    },
    json(body: { error: string }) {
      answered.push(body.error);
      return res;
    },
  };
  const handle = errorHandler(() => undefined);
  const invalid = z.object({ name: z.string() }).safeParse({});
  // @ts-expect-error the handler reads only these parts of the request and the answer
  handle(invalid.error, { method: 'POST', originalUrl: '/api/submissions/contact' }, res, () => undefined);
  return [
    ...answered,
    INTERNAL_ERROR_MESSAGE,
    INVALID_JSON,
    UNREADABLE_REQUEST,
    UNSTORABLE_CHARACTER,
    payloadTooLarge().message,
    serviceUnavailable().message,
    tooManyRequests().message,
    TOO_MANY_REQUESTS,
    CROSS_SITE_REFUSED,
    BODY_NOT_AN_OBJECT,
    SELECT_PASS,
    KEY_REUSED,
  ];
}

const visitorModules = Object.entries(modules).filter(([path]) => !STAFF_ONLY_MODULES.includes(moduleName(path)));

async function everyMessage(): Promise<Set<string>> {
  const schemas = [...visitorModules.flatMap(([, module]) => schemasOf(module)), ...(await madeSchemas())];
  return new Set([
    ...schemas.flatMap(messagesOf),
    ...visitorModules.flatMap(([, module]) => messageConstantsOf(module)),
    ...Object.values(SLOT_MESSAGES),
    ...Object.values(SEND_MESSAGES),
    CHECK_UNAVAILABLE,
    PAYMENT_CALL_FAILED,
    PAYMENT_NOT_STARTED,
    ...serverMessages(),
  ]);
}

describe('the forms’ messages', () => {
  it('finds the visitor schemas and what they say', async () => {
    expect(visitorModules.map(([path]) => moduleName(path))).toEqual(expect.arrayContaining(['contact', 'workshop', 'individual', 'couple', 'family-friends']));
    const messages = await everyMessage();
    expect(messages).toContain('Full name is required');
    expect(messages).toContain('Please keep this to 100 characters or fewer');
    expect(messages).toContain('Please specify your reason');
    expect(messages).toContain('Guardian contact number is required');
    expect(messages).toContain('Please check the highlighted fields.');
  });

  it('has every one of them in Hindi', async () => {
    const untranslated = [...(await everyMessage())].filter((message) => findFormMessage(english, message) === undefined);
    expect(untranslated).toEqual([]);
  });

  it('says a message with a number in the page’s language, the number written as the language writes it', () => {
    expect(translateFormMessage(english, hindi, 'hi', 'Please keep this to 5000 characters or fewer')).toBe('कृपया इसे 5,000 अक्षरों के अंदर रखें');
    expect(translateFormMessage(english, hindi, 'hi', 'Full name is required')).toBe('पूरा नाम ज़रूरी है');
    expect(translateFormMessage(english, hindi, 'en', 'Full name is required')).toBe('Full name is required');
  });

  it('leaves a message it does not know as it came', () => {
    expect(translateFormMessage(english, hindi, 'hi', 'A message from a newer server')).toBe('A message from a newer server');
  });
});
