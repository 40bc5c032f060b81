import { LocalLink, useT } from '../../i18n/react';
import { useSite } from '../../services/site';
import { FaqList } from '../../ui/FaqList';
import { PageMeta } from '../../ui/PageMeta';
import { Slider } from '../../ui/Slider';
import { ExpertsCarousel, useExpertCount } from '../experts';
import {
  HOME_FAQ_IDS,
  HOW_IT_WORKS,
  TESTIMONIALS,
  TESTIMONIAL_INTERVAL_MS,
  THERAPY_CARDS,
  WHY_CHOOSE,
  WHY_CHOOSE_INTERVAL_MS,
} from './home-content';
import { homeMessages } from './messages';
import { policyInWords } from './policy-words';
import { SERVICES } from './services';
import { StatCounters, type Stat } from './StatCounters';
import './home.css';

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

function Counters() {
  const { stats } = useSite();
  const t = useT(homeMessages);
  const experts = useExpertCount();
  const items: Stat[] = [
    { id: 'clients', value: stats.satisfiedClients, suffix: '+', label: t('counters.clients') },
    { id: 'sessions', value: stats.sessionsScheduled, suffix: '+', label: t('counters.sessions') },
    // Counted, not configured: left out until the list is known rather than guessed.
    ...(experts === undefined ? [] : [{ id: 'experts', value: experts, label: t('counters.experts') }]),
  ];
  return (
    <section className="home-counters" aria-labelledby="home-counters-title">
      <div className="container">
        <h2 id="home-counters-title" className="visually-hidden">
          {t('counters.title')}
        </h2>
        <StatCounters stats={items} className="stats--three" />
      </div>
    </section>
  );
}

function HowItWorks() {
  const t = useT(homeMessages);
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="home-section-title">
          {t('how.title')}
        </h2>
        <ol className="steps">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step} className="steps__item card">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{t(`how.${step}.title`)}</h3>
              <p>{t(`how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function MeetOurExperts() {
  const t = useT(homeMessages);
  return (
    <section className="section home-experts" aria-labelledby="experts-title">
      <div className="container">
        <h2 id="experts-title" className="home-section-title">
          {t('experts.title')}
        </h2>
        <ExpertsCarousel />
      </div>
    </section>
  );
}

function Services() {
  const t = useT(homeMessages);
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="home-section-title">
          {t('services.title')}
        </h2>
        <ul className="services">
          {SERVICES.map((service) => (
            <li key={service} className="services__item">
              <h3 className="services__name">{t(`service.${service}.name`)}</h3>
              <p className="services__text">{t(`service.${service}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="home-cta">
          <LocalLink to="/individual_therapy" className="button button--accent">
            {t('services.start')}
          </LocalLink>
        </p>
      </div>
    </section>
  );
}

function WhyChoose() {
  const { productName } = useSite();
  const t = useT(homeMessages);
  return (
    <section className="section home-why" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className="home-section-title">
          {t('why.title', { product: productName })}
        </h2>
        <Slider
          label={t('why.label', { product: productName })}
          items={WHY_CHOOSE}
          interval={WHY_CHOOSE_INTERVAL_MS}
          getKey={(feature) => feature}
          dotLabel={(feature) => t(`why.${feature}.title`)}
          showArrows={false}
          renderSlide={(feature, index) => (
            <div className="why-card">
              <span className="why-card__mark" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="why-card__title">{t(`why.${feature}.title`)}</h3>
              <p>{t(`why.${feature}.text`)}</p>
            </div>
          )}
        />
      </div>
    </section>
  );
}

function Stories() {
  const { productName } = useSite();
  const t = useT(homeMessages);
  return (
    <section className="section home-stories" aria-labelledby="stories-title">
      <div className="container">
        <h2 id="stories-title" className="home-section-title">
          {t('stories.title', { product: productName })}
        </h2>
        <Slider
          label={t('stories.label')}
          items={TESTIMONIALS}
          interval={TESTIMONIAL_INTERVAL_MS}
          getKey={(story) => story}
          dotLabel={(story) => t('stories.from', { name: t(`story.${story}.name`) })}
          renderSlide={(story) => (
            <figure className="story">
              <blockquote className="story__quote">
                <p>{t(`story.${story}.quote`)}</p>
              </blockquote>
              <figcaption className="story__who">
                {t('stories.who', { name: t(`story.${story}.name`), city: t(`story.${story}.city`) })}
              </figcaption>
            </figure>
          )}
        />
        <p className="home-note">{t('stories.note')}</p>
      </div>
    </section>
  );
}

function HomeFaq() {
  const { changePolicy } = useSite();
  const t = useT(homeMessages);
  // Its placeholders ({product}, {teleManas}...) stay for the list to fill from the settings.
  const items = HOME_FAQ_IDS.map((id) => ({ id, question: t(`faq.${id}.question`), answer: t(`faq.${id}.answer`) }));
  return (
    <section className="section" aria-labelledby="home-faq-title">
      <div className="container home-faq">
        <h2 id="home-faq-title" className="home-section-title">
          {t('faq.title')}
        </h2>
        <FaqList items={items} policyWords={policyInWords(t, changePolicy)} />
        <p className="home-cta">
          <LocalLink to="/faqs" className="button button--secondary">
            {t('faq.more')}
          </LocalLink>
        </p>
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
      <Counters />
      <HowItWorks />
      <MeetOurExperts />
      <Services />
      <WhyChoose />
      <Stories />
      <HomeFaq />
    </>
  );
}
