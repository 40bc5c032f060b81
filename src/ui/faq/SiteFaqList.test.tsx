import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQS } from '../../domain/faqs';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { SiteContext } from '../../services/site';
import english from './messages.en';
import { SiteFaqList } from './SiteFaqList';

describe('the site’s questions', () => {
  it('are in English word for word as src/domain/faqs.ts has them', () => {
    for (const faq of FAQS) {
      expect(english[`${faq.id}.question`]).toBe(faq.question);
      expect(english[`${faq.id}.answer`]).toBe(faq.answer);
    }
  });


  it('answer in Hindi on a Hindi page, with the settings and the change rule in Hindi', async () => {
    await loadCatalogues('hi');
    const user = userEvent.setup();
    render(
      <LanguageContext value="hi">
        <SiteContext.Provider value={{ ...DEFAULT_SITE, changePolicy: { windowHours: 48, lateRefundPercent: 50 } }}>
          <SiteFaqList ids={['reschedule', 'my-data']} />
        </SiteContext.Provider>
      </LanguageContext>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'क्या मैं सेशन का समय बदल या उसे कैंसल कर सकता/सकती हूँ?',
      'क्या मैं अपनी दी हुई जानकारी देख या मिटा सकता/सकती हूँ?',
    ]);
    await user.click(screen.getByRole('button', { name: /समय बदल/ }));
    expect(
      screen.getByText(
        /^हाँ। सेशन शुरू होने से 48 घंटे पहले तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं। उसके बाद भी आप कैंसल करके रक़म का 50% वापस पा सकते हैं। बुकिंग के हर ई-मेल में/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /जानकारी देख/ }));
    expect(screen.getByText(new RegExp(`${DEFAULT_SITE.supportEmail} पर लिखें`))).toBeVisible();
  });
});
