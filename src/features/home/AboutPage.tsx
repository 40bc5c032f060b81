import { LocalLink } from '../../i18n/react';
import { useSite } from '../../services/site';
import { PageMeta } from '../../ui/PageMeta';
import { useExpertCount } from '../experts';
import { StatCounters, type Stat } from './StatCounters';
import './home.css';

const ABOUT_CARDS = [
  { to: '/', title: 'Talk To Us', text: 'Find the right kind of session and book a time that suits you.' },
  { to: '/blogs', title: 'Blog', text: 'Practical, gentle reading on stress, relationships and everyday wellbeing.' },
  {
    to: '/self-assessment-tool',
    title: 'Self-Assessment',
    text: 'Free, private check-ins on mood, anxiety and general health. A screening, not a diagnosis.',
  },
] as const;

/** The figures from the site settings, as on the home page; the experts counted from their list. */
function useAboutStats(): Stat[] {
  const { stats } = useSite();
  const experts = useExpertCount();
  return [
    { id: 'journeys', value: stats.journeys, suffix: '+', label: 'Journeys' },
    // The home page's figure under the home page's name: one number of sessions across the site.
    { id: 'sessions', value: stats.sessionsScheduled, suffix: '+', label: 'Sessions scheduled' },
    { id: 'community', value: stats.communityMembers, suffix: '+', label: 'Community members' },
    ...(experts === undefined ? [] : [{ id: 'experts', value: experts, label: 'Experts' }]),
  ];
}

const CONTACT_LINKS = [
  { title: 'Ask us anything', text: 'Not sure where to start? Send us your question.' },
  { title: 'Request a call back', text: 'Leave your number and we will call at a time you choose.' },
  { title: 'Work with us', text: 'Counsellors, schools and workplaces: let us talk.' },
] as const;

export function AboutPage() {
  const { productName } = useSite();
  const stats = useAboutStats();
  return (
    <div className="about-page">
      <PageMeta page="about" />

      <section className="about-hero" aria-labelledby="about-title">
        <div className="container">
          <h1 id="about-title">About {productName}</h1>
          <p>
            {productName} is an online space for mental wellness in India: qualified counsellors, in your language, a
            few taps away. We believe asking for help should feel as ordinary as seeing a doctor for a fever.
          </p>
        </div>
      </section>

      <section className="section" aria-label="Our belief">
        <div className="container">
          <figure className="about-quote">
            <blockquote>
              <p>You do not need to have everything figured out to take the first step. You only need to reach out.</p>
            </blockquote>
            <figcaption>The {productName} team</figcaption>
          </figure>
        </div>
      </section>

      <section className="section" aria-labelledby="about-start-title">
        <div className="container">
          <h2 id="about-start-title" className="home-section-title">
            Where would you like to start?
          </h2>
          <ul className="about-cards">
            {ABOUT_CARDS.map((card) => (
              <li key={card.title}>
                <LocalLink to={card.to} className="about-card">
                  <span className="about-card__title">{card.title}</span>
                  <span className="about-card__text">{card.text}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-story-title">
        <div className="container about-story">
          <h2 id="about-story-title">Our Story</h2>
          <p>
            {productName} began with a simple observation. Across India, many people carry stress, grief, anxiety and
            low mood quietly for years before they talk to anyone. Some worry about what others will think. Some live
            far from a counsellor, or cannot find one who speaks their language. Many simply do not know where to
            begin.
          </p>
          <p>
            So we set out to make that first step smaller. Here you can read about what you are feeling, check in with
            a free self-assessment, and when you are ready, talk privately with a qualified expert from your own room,
            at a time that fits your day, for a fair price in rupees.
          </p>
          <p>
            We are counsellors, psychologists and people who have needed help ourselves. We do not promise quick
            fixes. We promise to listen, to respect your pace and your privacy, and to walk alongside you for as long as
            you need us.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="about-numbers-title">
        <div className="container">
          <h2 id="about-numbers-title" className="home-section-title">
            Together so far
          </h2>
          <StatCounters stats={stats} />
        </div>
      </section>

      <section className="section about-contact" aria-labelledby="about-contact-title">
        <div className="container">
          <h2 id="about-contact-title" className="home-section-title">
            Get in touch
          </h2>
          <ul className="about-contact__links">
            {CONTACT_LINKS.map((link) => (
              <li key={link.title}>
                <LocalLink to="/contact" className="about-contact__link">
                  <span className="about-contact__title">{link.title}</span>
                  <span className="about-contact__text">{link.text}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
