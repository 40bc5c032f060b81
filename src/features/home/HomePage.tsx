import { Suspense } from 'react';
import { LocalLink, useT } from '../../i18n/react';
import { lazyPage } from '../../ui/lazy-page';
import { PageMeta } from '../../ui/PageMeta';
import { THERAPY_CARDS } from './home-content';
import { homeMessages } from './messages';
import './home.css';

const HomeSections = lazyPage('features/home/below-the-fold/HomeSections.tsx', () => import('./below-the-fold/HomeSections'), 'HomeSections');

function Banner() {
  const t = useT(homeMessages);
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title" className="home-hero__title">
          {t('headline')}
        </h1>
        <p className="home-hero__lead">{t('lead')}</p>
        <ul className="therapy-cards">
          {THERAPY_CARDS.map((card, index) => (
            <li key={card.to}>
              <LocalLink to={card.to} className="therapy-card">
                <img
                  className="therapy-card__image"
                  src={card.image}
                  alt=""
                  width={320}
                  height={220}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
                <span className="therapy-card__body">
                  <span className="therapy-card__title">{t(`card.${card.id}.title`)}</span>
                  <span className="therapy-card__text">{t(`card.${card.id}.text`)}</span>
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomePage() {
  const t = useT(homeMessages);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <meta name="keywords" content={t('meta.keywords')} />
      <meta name="robots" content="index, follow" />
      <Banner />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
