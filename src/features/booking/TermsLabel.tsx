import { LocalLink } from '../../i18n/react';

export function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <LocalLink to="/terms-conditions" target="_blank" rel="noopener">
        terms and conditions
      </LocalLink>
    </>
  );
}
