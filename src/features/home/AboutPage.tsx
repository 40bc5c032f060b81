import { LocalLink, useT } from '../../i18n/react';
import { useSite } from '../../services/site';
import { PageMeta } from '../../ui/PageMeta';
import { useExpertCount } from '../experts';
import { aboutMessages } from './about/messages';
import { StatCounters, type Stat } from './StatCounters';
import './home.css';

/** Where a visitor may start; their words are the catalogue's start.<id>.* (about/messages.en.ts). */
const ABOUT_CARDS = [
  { id: 'talk', to: '/' },
  { id: 'blog', to: '/blogs' },
  { id: 'assessment', to: '/self-assessment-tool' },
] as const;

/** The figures from the site settings, as on the home page; the experts counted from their list. */
function useAboutStats(): Stat[] {
  const { stats } = useSite();
  const t = useT(aboutMessages);
  const experts = useExpertCount();
  return [
    { id: 'journeys', value: stats.journeys, suffix: '+', label: t('numbers.journeys') },
    // The home page's figure under the home page's name: one number of sessions across the site.
    { id: 'sessions', value: stats.sessionsScheduled, suffix: '+', label: t('numbers.sessions') },
    { id: 'community', value: stats.communityMembers, suffix: '+', label: t('numbers.community') },
    ...(experts === undefined ? [] : [{ id: 'experts', value: experts, label: t('numbers.experts') }]),
  ];
}

/** The ways to get in touch, all through the contact page; their words are contact.<id>.*. */
const CONTACT_LINKS = ['ask', 'callback', 'work'] as const;

export function AboutPage() {
  const { productName } = useSite();
  const t = useT(aboutMessages);
  const stats = useAboutStats();
  const product = { product: productName };
  return (
    <div className="about-page">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />

      <section className="about-hero" aria-labelledby="about-title">
        <div className="container">
          <h1 id="about-title">{t('hero.title', product)}</h1>
          <p>{t('hero.text', product)}</p>
        </div>
      </section>

      <section className="section" aria-label={t('quote.label')}>
        <div className="container">
          <figure className="about-quote">
            <blockquote>
              <p>{t('quote.text')}</p>
            </blockquote>
            <figcaption>{t('quote.by', product)}</figcaption>
          </figure>
        </div>
      </section>

      <section className="section" aria-labelledby="about-start-title">
        <div className="container">
          <h2 id="about-start-title" className="home-section-title">
            {t('start.title')}
          </h2>
          <ul className="about-cards">
            {ABOUT_CARDS.map((card) => (
              <li key={card.id}>
                <LocalLink to={card.to} className="about-card">
                  <span className="about-card__title">{t(`start.${card.id}.title`)}</span>
                  <span className="about-card__text">{t(`start.${card.id}.text`)}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-story-title">
        <div className="container about-story">
          <h2 id="about-story-title">{t('story.title')}</h2>
          <p>{t('story.begin', product)}</p>
          <p>{t('story.smaller')}</p>
          <p>{t('story.promise')}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="about-numbers-title">
        <div className="container">
          <h2 id="about-numbers-title" className="home-section-title">
            {t('numbers.title')}
          </h2>
          <StatCounters stats={stats} />
        </div>
      </section>

      <section className="section about-contact" aria-labelledby="about-contact-title">
        <div className="container">
          <h2 id="about-contact-title" className="home-section-title">
            {t('contact.title')}
          </h2>
          <ul className="about-contact__links">
            {CONTACT_LINKS.map((link) => (
              <li key={link}>
                <LocalLink to="/contact" className="about-contact__link">
                  <span className="about-contact__title">{t(`contact.${link}.title`)}</span>
                  <span className="about-contact__text">{t(`contact.${link}.text`)}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
