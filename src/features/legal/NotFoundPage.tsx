import { LocalLink, useT } from '../../i18n/react';
import { NotFoundStatus } from '../../services/render-status';
import { useSite } from '../../services/site';
import { legalMessages } from './messages';
import './legal.css';

export function NotFoundPage() {
  const { productName } = useSite();
  const t = useT(legalMessages);
  return (
    <section className="section">
      <title>{t('notFound.meta.title', { product: productName })}</title>
      <meta name="robots" content="noindex" />
      <NotFoundStatus />
      <div className="container not-found">
        <p className="not-found__mark" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <LocalLink to="/" className="button">
          {t('notFound.home')}
        </LocalLink>
      </div>
    </section>
  );
}
