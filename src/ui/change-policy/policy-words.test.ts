import { describe, expect, it } from 'vitest';
import type { ChangePolicy } from '../../domain/change-policy';
import { changePolicyWords } from '../../domain/change-policy-words';
import { translate } from '../../i18n/catalogue';
import english from './messages.en';
import hindi from './messages.hi';
import { policyInWords } from './policy-words';

const POLICIES: ChangePolicy[] = [
  { windowHours: 24, lateRefundPercent: 0 },
  { windowHours: 1, lateRefundPercent: 50 },
  { windowHours: 0, lateRefundPercent: 0 },
  { windowHours: 48, lateRefundPercent: 100 },
  { windowHours: 12, lateRefundPercent: 120 },
];

describe('the change rule in words', () => {
  it('is in English exactly what the server writes in its mails', () => {
    const t = (key: keyof typeof english, values?: Record<string, string | number>) => translate(english, key, values, 'en');
    for (const policy of POLICIES) expect(policyInWords(t, policy)).toBe(changePolicyWords(policy));
  });

  it('says the hours and the share refunded in Hindi', () => {
    const t = (key: keyof typeof english, values?: Record<string, string | number>) => translate(hindi as typeof english, key, values, 'hi');
    expect(policyInWords(t, { windowHours: 1, lateRefundPercent: 50 })).toBe(
      'सेशन शुरू होने से 1 घंटा पहले तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं। उसके बाद भी आप कैंसल करके रक़म का 50% वापस पा सकते हैं।',
    );
    expect(policyInWords(t, { windowHours: 0, lateRefundPercent: 0 })).toBe(hindi['policy.untilStart']);
  });
});
