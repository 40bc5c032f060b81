import type { ChangePolicy } from '../../../domain/change-policy';
import type { Translate } from '../../../i18n/react';
import type english from './messages.en';

/**
 * The rule for moving and cancelling a session, for the terms, in the page's language, from
 * the same settings the server applies; in English exactly as
 * src/domain/change-policy-words.ts words it.
 */
export function policyInWords(t: Translate<typeof english>, policy: ChangePolicy): string {
  if (policy.windowHours === 0) return t('policy.untilStart');
  const late =
    policy.lateRefundPercent >= 100
      ? t('policy.lateFull')
      : policy.lateRefundPercent <= 0
        ? t('policy.lateNone')
        : t('policy.latePart', { percent: policy.lateRefundPercent });
  return `${t('policy.untilHours', { count: policy.windowHours })} ${late}`;
}
