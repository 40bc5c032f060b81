import type { ChangePolicy } from '../../domain/change-policy';
import { useT, type Translate } from '../../i18n/react';
import { useSite } from '../../services/site';
import type english from './messages.en';
import { changePolicyMessages } from './messages';

/**
 * The rule for moving and cancelling a session in the page's language, from the same settings
 * the server applies; in English exactly as src/domain/change-policy-words.ts words it.
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

/** The site's change rule in the page's language. */
export function usePolicyInWords(): string {
  const { changePolicy } = useSite();
  return policyInWords(useT(changePolicyMessages), changePolicy);
}
