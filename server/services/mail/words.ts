import type { Language } from '../../../src/i18n/language';
import { en, type MailWords } from './words.en';
import { hi } from './words.hi';

export type { MailWords };

/**
 * The words of a visitor's mail in the language of the page they wrote from (the submission's
 * stored language; English for anything without one). Both catalogues are loaded: the server
 * writes mails in either at any time.
 */
export function mailWords(language: Language = 'en'): MailWords {
  return language === 'hi' ? hi : en;
}
