import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SUBMISSION_KIND_NAMES, SUBMISSION_KINDS } from '../domain/submission-kinds';
import { pageOfKind, SCHEMA_LOADERS } from './kinds';

/** The field names a form's schema accepts. */
function fieldsOf(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) throw new Error('expected an object schema');
  return Object.keys(schema.shape);
}

describe("the device's kinds", () => {
  it.each(SUBMISSION_KIND_NAMES)('searches %s by fields its form has', async (name) => {
    const fields = fieldsOf(await SCHEMA_LOADERS[name]());
    expect(fields).toEqual(expect.arrayContaining(Object.values(SUBMISSION_KINDS[name].searchFields)));
  });

  it('sends a visitor to the page of a kind, and home for a kind it does not know', () => {
    expect(pageOfKind('couple')).toBe('/couple_therapy');
    expect(pageOfKind('from-a-newer-version')).toBe('/');
  });
});
