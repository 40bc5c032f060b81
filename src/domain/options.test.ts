import { describe, expect, it } from 'vitest';
import * as options from './options';

const lists = Object.entries(options as Record<string, unknown>).filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
);

describe('option lists', () => {
  it('are all exported and free of duplicates and stray spaces', () => {
    expect(lists.map(([name]) => name).sort()).toEqual(
      [
        'COUNSELOR_GENDER_PREFERENCES',
        'COUPLE_CONCERNS',
        'COUPLE_FAMILY_LANGUAGES',
        'COUPLE_FAMILY_MEDICAL_CONDITIONS',
        'COUPLE_FAMILY_REFERRAL_SOURCES',
        'COUPLE_GOALS',
        'COUPLE_RELATIONSHIP_STATUSES',
        'FAMILY_CONCERNS',
        'FAMILY_GOALS',
        'FAMILY_RELATIONSHIPS',
        'FEELINGS_REASONS',
        'GENDERS',
        'INDIVIDUAL_LANGUAGES',
        'INDIVIDUAL_MEDICAL_CONDITIONS',
        'INDIVIDUAL_REFERRAL_SOURCES',
        'PREVIOUS_THERAPY',
        'PROFESSIONS',
        'SESSION_WINDOWS',
        'SUPPORT_REASONS',
      ].sort(),
    );
    for (const [, list] of lists) {
      expect(new Set(list).size).toBe(list.length);
      for (const value of list) expect(value).toBe(value.trim());
    }
  });

  // A sample of the spellings that are easiest to get wrong; the stored values depend on them.
  it('keep the spec spellings', () => {
    expect(options.PROFESSIONS).toContain('Self-employed');
    expect(options.SUPPORT_REASONS).toContain('Trauma/PTSD');
    expect(options.FEELINGS_REASONS).toContain('Identity/self-esteem issues');
    expect(options.INDIVIDUAL_REFERRAL_SOURCES).toEqual([
      'Instagram',
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Google Search',
      'YouTube',
      'Friend/Family',
      'Healthcare provider',
      'Other',
    ]);
    expect(options.COUPLE_FAMILY_REFERRAL_SOURCES).toContain('Instagram post/reel');
    expect(options.COUPLE_FAMILY_REFERRAL_SOURCES).toContain('Google search');
    expect(options.FAMILY_RELATIONSHIPS).toContain('Parent-Child');
    expect(options.FAMILY_CONCERNS).toContain('Grief or Loss Within the Family');
    expect(options.FAMILY_GOALS).toContain('Navigating Life Transitions Together');
    expect(options.SESSION_WINDOWS).toEqual([
      '9 AM to 12 PM',
      '12 PM to 3 PM',
      '3 PM to 6 PM',
      '6 PM to 9 PM',
      '9 PM to 12 AM',
    ]);
    expect(options.INDIVIDUAL_MEDICAL_CONDITIONS).toEqual(['Yes', 'No', 'Prefer not to say']);
    expect(options.COUPLE_FAMILY_MEDICAL_CONDITIONS).toEqual(['Yes', 'No']);
    expect(options.INDIVIDUAL_LANGUAGES).toHaveLength(8);
    expect(options.COUPLE_FAMILY_LANGUAGES).toEqual(['English', 'Hindi', 'Other']);
  });

  it('end with Other wherever a "please specify" can follow', () => {
    for (const list of [
      options.PROFESSIONS,
      options.SUPPORT_REASONS,
      options.FEELINGS_REASONS,
      options.INDIVIDUAL_LANGUAGES,
      options.COUPLE_FAMILY_LANGUAGES,
      options.COUPLE_RELATIONSHIP_STATUSES,
      options.COUPLE_GOALS,
      options.FAMILY_RELATIONSHIPS,
      options.FAMILY_CONCERNS,
      options.FAMILY_GOALS,
    ]) {
      expect(list.at(-1)).toBe(options.OTHER);
    }
  });
});

describe('isOneOf', () => {
  it('narrows only exact members', () => {
    expect(options.isOneOf(options.GENDERS, 'Female')).toBe(true);
    expect(options.isOneOf(options.GENDERS, 'female')).toBe(false);
    expect(options.isOneOf(options.GENDERS, 'Female ')).toBe(false);
    expect(options.isOneOf(options.GENDERS, null)).toBe(false);
  });
});
