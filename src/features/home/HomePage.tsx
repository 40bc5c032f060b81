import { Link } from 'react-router-dom';
import { HOME_FAQS } from '../../domain/faqs';
import { useSite } from '../../services/site';
import { FaqList } from '../../ui/FaqList';
import { PageMeta } from '../../ui/PageMeta';
import { Slider } from '../../ui/Slider';
import { ExpertsCarousel, useExpertCount } from '../experts';
import {
  HOME_HEADLINE,
  HOW_IT_WORKS,
  TESTIMONIALS,
  TESTIMONIAL_INTERVAL_MS,
  THERAPY_CARDS,
  WHY_CHOOSE,
  WHY_CHOOSE_INTERVAL_MS,
} from './home-content';
import { SERVICES } from './services';
import { StatCounters, type Stat } from './StatCounters';
import './home.css';

const KEYWORDS =
  'online counselling India, online therapy, therapist online, mental health support, anxiety, depression, couple therapy, family therapy, free self-assessment';

function Banner() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title" className="home-hero__title">
          {HOME_HEADLINE}
        </h1>
        <p className="home-hero__lead">
          Talk privately with a qualified counsellor, online, in your language, at a time that suits you.
        </p>
        <ul className="therapy-cards">
          {THERAPY_CARDS.map((card, index) => (
            <li key={card.to}>
              <Link to={card.to} className="therapy-card">
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
                  <span className="therapy-card__title">{card.title}</span>
                  <span className="therapy-card__text">{card.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Counters() {
  const { stats } = useSite();
  const experts = useExpertCount();
  const items: Stat[] = [
    { id: 'clients', value: stats.satisfiedClients, suffix: '+', label: 'Satisfied clients' },
    { id: 'sessions', value: stats.sessionsScheduled, suffix: '+', label: 'Sessions scheduled' },
    // Counted, not configured: left out until the list is known rather than guessed.
    ...(experts === undefined ? [] : [{ id: 'experts', value: experts, label: 'Experts available' }]),
  ];
  return (
    <section className="home-counters" aria-labelledby="home-counters-title">
      <div className="container">
        <h2 id="home-counters-title" className="visually-hidden">
          Our community so far
        </h2>
        <StatCounters stats={items} className="stats--three" />
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="home-section-title">
          How it works
        </h2>
        <ol className="steps">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="steps__item card">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function MeetOurExperts() {
  return (
    <section className="section home-experts" aria-labelledby="experts-title">
      <div className="container">
        <h2 id="experts-title" className="home-section-title">
          Meet Our Experts
        </h2>
        <ExpertsCarousel />
      </div>
    </section>
  );
}

function Services() {
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="home-section-title">
          Our Services
        </h2>
        <ul className="services">
          {SERVICES.map((service) => (
            <li key={service.id} className="services__item">
              <h3 className="services__name">{service.name}</h3>
              <p className="services__text">{service.description}</p>
            </li>
          ))}
        </ul>
        <p className="home-cta">
          <Link to="/individual_therapy" className="button button--accent">
            Get Started !
          </Link>
        </p>
      </div>
    </section>
  );
}

function WhyChoose() {
  const { productName } = useSite();
  return (
    <section className="section home-why" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className="home-section-title">
          Why Choose {productName}?
        </h2>
        <Slider
          label={`Why choose ${productName}`}
          items={WHY_CHOOSE}
          interval={WHY_CHOOSE_INTERVAL_MS}
          getKey={(feature) => feature.id}
          dotLabel={(feature) => feature.title}
          showArrows={false}
          renderSlide={(feature, index) => (
            <div className="why-card">
              <span className="why-card__mark" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="why-card__title">{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          )}
        />
      </div>
    </section>
  );
}

function Stories() {
  const { productName } = useSite();
  return (
    <section className="section home-stories" aria-labelledby="stories-title">
      <div className="container">
        <h2 id="stories-title" className="home-section-title">
          {productName} stories
        </h2>
        <Slider
          label="Client stories"
          items={TESTIMONIALS}
          interval={TESTIMONIAL_INTERVAL_MS}
          getKey={(story) => story.id}
          dotLabel={(story) => `Story from ${story.name}`}
          renderSlide={(story) => (
            <figure className="story">
              <blockquote className="story__quote">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="story__who">
                {story.name}, {story.city}
              </figcaption>
            </figure>
          )}
        />
        <p className="home-note">First names only; details changed to protect privacy.</p>
      </div>
    </section>
  );
}

function HomeFaq() {
  return (
    <section className="section" aria-labelledby="home-faq-title">
      <div className="container home-faq">
        <h2 id="home-faq-title" className="home-section-title">
          Frequently asked questions
        </h2>
        <FaqList items={HOME_FAQS} />
        <p className="home-cta">
          <Link to="/faqs" className="button button--secondary">
            More FAQ
          </Link>
        </p>
      </div>
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <PageMeta page="home" />
      <meta name="keywords" content={KEYWORDS} />
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
