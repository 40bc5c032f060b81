import { Link } from 'react-router-dom';
import { PageMeta } from './PageMeta';
import type { PublicPageKey } from '../domain/public-pages';
import { useSite } from './site';

type Props = {
  page?: PublicPageKey;
  /** The page's heading, as the spec titles it. */
  title: string;
  /** What the visitor can do here today, until the page's own screen is in place. */
  children?: React.ReactNode;
};

/**
 * A page whose own screen is not open yet. It still helps: it says what the page is for
 * and gives the ways to reach the team today (phone, e-mail, chat).
 */
export function InterimPage({ page, title, children }: Props) {
  const site = useSite();
  return (
    <section className="section">
      {page ? <PageMeta page={page} /> : <PageMeta title={`${title} | ${site.productName}`} description={title} />}
      <div className="container">
        <h1>{title}</h1>
        {children}
        <p>
          This part of {site.productName} is opening shortly. Meanwhile our team will gladly help you by phone or
          message:
        </p>
        <ul>
          <li>
            Call <a href={`tel:${site.supportPhone.replace(/\s+/g, '')}`}>{site.supportPhone}</a>
          </li>
          <li>
            Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </li>
          <li>
            <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
              Chat with us
            </a>
          </li>
        </ul>
        <p>
          <Link className="button button--secondary" to="/">
            Return to Home
          </Link>
        </p>
      </div>
    </section>
  );
}
