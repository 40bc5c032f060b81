import { LocalLink } from '../../i18n/react';
import { NotFoundStatus } from '../../services/render-status';
import { useSite } from '../../services/site';
import './legal.css';

export function NotFoundPage() {
  const { productName } = useSite();
  return (
    <section className="section">
      <title>{`Page Not Found | ${productName}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundStatus />
      <div className="container not-found">
        <p className="not-found__mark" aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p>
          We could not find the page you were looking for. It may have moved, or the link may be mistyped. You are
          still in the right place, and help is only a click away.
        </p>
        <LocalLink to="/" className="button">
          Return to Home
        </LocalLink>
      </div>
    </section>
  );
}
