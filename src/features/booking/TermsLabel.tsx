import { LocalLink, useT } from '../../i18n/react';
import { bookingMessages } from './messages';

export function TermsLabel() {
  const t = useT(bookingMessages);
  return (
    <>
      {t('terms.before')}
      <LocalLink to="/terms-conditions" target="_blank" rel="noopener">
        {t('terms.link')}
      </LocalLink>
      {t('terms.after')}
    </>
  );
}
