import { LocalLink, useT } from '../../../i18n/react';
import { useSite } from '../../../services/site';
import { SiteFaqList } from '../../../ui/faq/SiteFaqList';
import { Slider } from '../../../ui/Slider';
import { ExpertsCarousel, useExpertCount } from '../../experts';
import { HOME_FAQ_IDS, HOW_IT_WORKS, TESTIMONIALS, TESTIMONIAL_INTERVAL_MS, WHY_CHOOSE, WHY_CHOOSE_INTERVAL_MS } from '../home-content';
import { homeMessages } from '../messages';
import { SERVICES } from '../services';
import { StatCounters, type Stat } from '../StatCounters';
import { homeSectionsMessages } from './messages';

// The home page below its first screen, in a chunk of its own with its words: the first
// screen (banner and counters) does not wait for it. The server renders it with the rest, and
// the browser shows that HTML until this chunk arrives and hydrates it; the first load is
// smaller by about a tenth (docs/BENCHMARKS.md, "The home page's first load").

function HowItWorks() {
  const t = useT(homeSectionsMessages);
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
  const t = useT(homeSectionsMessages);
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
  const t = useT(homeSectionsMessages);
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
  const t = useT(homeSectionsMessages);
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
  const t = useT(homeSectionsMessages);
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
  const t = useT(homeSectionsMessages);
  return (
    <section className="section" aria-labelledby="home-faq-title">
      <div className="container home-faq">
        <h2 id="home-faq-title" className="home-section-title">
          {t('faq.title')}
        </h2>
        <SiteFaqList ids={HOME_FAQ_IDS} />
        <p className="home-cta">
          <LocalLink to="/faqs" className="button button--secondary">
            {t('faq.more')}
          </LocalLink>
        </p>
      </div>
    </section>
  );
}

// The counters come first, under the banner. They are in this chunk rather than the home page's
// first script, which would otherwise carry them, their animation and the experts' list reader
// (about 2 KB gzipped), though a phone shows them only once the visitor scrolls.
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

/** Everything the home page shows below its banner. */
export function HomeSections() {
  return (
    <>
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
