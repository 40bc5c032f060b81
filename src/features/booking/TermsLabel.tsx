import { Link } from 'react-router-dom';

export function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <Link to="/terms-conditions" target="_blank" rel="noopener">
        terms and conditions
      </Link>
    </>
  );
}
