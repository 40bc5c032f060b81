// The languages and concerns staff choose an expert's from: the wizards' own option lists,
// without "Other". Apart from expert-profile.ts so the home page's expert cards do not load
// every option list.

import { COUPLE_CONCERNS, FAMILY_CONCERNS, INDIVIDUAL_LANGUAGES, OTHER, SUPPORT_REASONS } from './options';

/** The wizards' languages ("Other" aside); staff may add any other language by name. */
export const KNOWN_LANGUAGES: readonly string[] = INDIVIDUAL_LANGUAGES.filter((language) => language !== OTHER);

/** Every concern a wizard asks about ("Other" aside): support reasons, couple and family concerns. */
export const EXPERT_CONCERNS: readonly string[] = [...new Set([...SUPPORT_REASONS, ...COUPLE_CONCERNS, ...FAMILY_CONCERNS])].filter(
  (concern) => concern !== OTHER,
);
