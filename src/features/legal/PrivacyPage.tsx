import { daysInWords, monthsInWords } from '../../domain/retention';
import { LocalLink } from '../../i18n/react';
import { openCookieSettings } from '../../services/consent';
import { useSite } from '../../services/site';
import { mailHref, telHref } from '../../ui/contact-links';
import { PageMeta } from '../../ui/PageMeta';
import { DeviceDataNote } from '../device-data';
import './legal.css';

const SECTIONS = [
  { id: 'collect', title: 'What we collect and why' },
  { id: 'health', title: 'How we care for health information' },
  { id: 'consent', title: 'Your consent' },
  { id: 'sharing', title: 'Who we share data with' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'rights', title: 'Your rights' },
  { id: 'children', title: 'Children' },
  { id: 'cookies', title: 'Cookies and similar storage' },
  { id: 'security', title: 'Security' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'contact', title: 'Contact and grievances' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Heading({ id }: { id: SectionId }) {
  const index = SECTIONS.findIndex((section) => section.id === id);
  return (
    <h2 id={`privacy-${id}`}>
      {index + 1}. {SECTIONS[index]?.title}
    </h2>
  );
}

const COLLECTED = [
  {
    form: 'Session booking (individual, couple, family & friends)',
    what: 'Names, e-mail, phone number, city, age, gender, profession; for someone under 18, a guardian’s phone number and consent; what brings you to therapy, your goals, previous therapy, whether you have medical conditions, preferred language and counsellor; how you heard about us; session date and time.',
    why: 'To match you with a suitable expert, arrange and hold your session, contact you about it, and take payment.',
  },
  {
    form: 'Contact form',
    what: 'Name, e-mail, phone number, subject and message.',
    why: 'To answer you.',
  },
  {
    form: 'Self-assessments',
    what: 'Your answers are scored on your own device. Only if you ask for the full report do we receive your name, phone number, e-mail, answers and score.',
    why: 'To send you your report and, if you wish, help you take a next step.',
  },
  {
    form: 'Workshop registration',
    what: 'Name, phone number, e-mail and the pass you choose.',
    why: 'To reserve your place, take payment and send your ticket.',
  },
  {
    form: 'Payments',
    what: 'The amount, status and transaction reference from our payment provider. Never your card details or UPI PIN.',
    why: 'To confirm your booking, issue receipts and handle refunds.',
  },
] as const;

/** What each form collects and why, then the technical logs. */
function WhatWeCollect() {
  return (
    <>
      <Heading id="collect" />
      <p>We collect only what each form needs, and every form says so next to its submit button.</p>
      <ul className="legal-collect">
        {COLLECTED.map((row) => (
          <li key={row.form} className="legal-collect__item">
            <h3>{row.form}</h3>
            <dl>
              <dt>What we collect</dt>
              <dd>{row.what}</dd>
              <dt>Why</dt>
              <dd>{row.why}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>
        Our servers also keep short technical logs (such as IP address, browser type and the time of a request) to
        keep the service secure and working.
      </p>
    </>
  );
}

/** The essential and optional cookies, and the button that reopens the choice. */
function Cookies() {
  return (
    <>
      <Heading id="cookies" />
      <p>
        <strong>Essential</strong> cookies and device storage keep the site working: they remember your cookie choice,
        keep staff signed in, and save what you type in a form on your own device so you do not lose it. They need no
        consent and are never used for advertising.
      </p>
      <p>
        <strong>Optional:</strong> an advertising pixel (Meta) that helps us measure our ads. It loads only after you
        press Accept, and only if we use it at all. It never receives health information. If you press Reject,
        nothing optional loads.
      </p>
      <p>You can change your choice at any time:</p>
      <p>
        <button type="button" className="button button--secondary" onClick={openCookieSettings}>
          Cookie settings
        </button>
      </p>
    </>
  );
}

export function PrivacyPage() {
  const site = useSite();
  const product = site.productName;
  return (
    <section className="section">
      <PageMeta page="privacy" />
      <div className="container legal-page legal-prose">
        <h1>Cookies and Privacy Policy</h1>
        <p className="legal-page__date">Effective November 16, 2024</p>
        <p className="legal-page__intro">
          Talking about your mental health takes trust. This policy explains, in plain words, what personal data{' '}
          {product} collects, why, who sees it, how long we keep it and the rights you have under India’s Digital
          Personal Data Protection Act, 2023. {product} is the Data Fiduciary responsible for your data.
        </p>

        <nav className="legal-page__toc" aria-labelledby="privacy-toc">
          <h2 id="privacy-toc">On this page</h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#privacy-${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <WhatWeCollect />

        <Heading id="health" />
        <p>
          What you tell us about your mental and physical health is the most sensitive data we hold. Only your expert
          and the few team members who arrange your care can see it. We never use it for advertising, we never sell
          it, and we never send it to advertising or analytics companies. Session conversations are not recorded.
        </p>

        <Heading id="consent" />
        <p>
          We use your data on the basis of your consent, which you give by a clear action when you submit a form; no
          box is ever ticked for you. You can withdraw consent at any time by writing to us. Withdrawing does not
          affect what was done before, but we may then be unable to continue your sessions.
        </p>

        <Heading id="sharing" />
        <p>We do not sell or rent personal data. We share it only with:</p>
        <ul>
          <li>your expert, to provide your session;</li>
          <li>our payment provider, when you start a payment, to process it;</li>
          <li>the video meeting service, to create your private session link;</li>
          <li>
            the advertising pixel (Meta), only if you accept cookies: it learns that a page was visited or that a
            booking was made, never your answers, form details or any health information;
          </li>
          <li>authorities, only when the law requires it.</li>
        </ul>

        <Heading id="retention" />
        <ul>
          <li>Booking and session records: up to 3 years after your last session, so your care can continue.</li>
          {/* The periods the server's retention worker deletes by (site settings `retention`). */}
          <li>Contact messages: up to {monthsInWords(site.retention.contactMonths)} after you send them.</li>
          <li>Self-assessment reports: up to {monthsInWords(site.retention.assessmentMonths)}.</li>
          <li>Bookings and workshop registrations never paid for: up to {daysInWords(site.retention.unpaidBookingDays)}.</li>
          <li>Payment records: as long as Indian tax and accounting laws require.</li>
          <li>Technical logs: up to 30 days.</li>
        </ul>
        <p>After that we delete the data, or keep it only in a form that no longer identifies you.</p>

        <Heading id="rights" />
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> a summary of your personal data and of how we use it;
          </li>
          <li>
            <strong>correct</strong> or complete data that is wrong or out of date;
          </li>
          <li>
            <strong>erase</strong> your data when it is no longer needed, or when you withdraw consent;
          </li>
          <li>
            <strong>nominate</strong> someone to exercise these rights for you if you cannot;
          </li>
          <li>
            <strong>raise a grievance</strong> with us and, if it is not resolved, with the Data Protection Board of
            India.
          </li>
        </ul>
        <p>
          To use any of these rights, write to <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a>. We may
          ask you to confirm who you are before we act.
        </p>

        <Heading id="children" />
        <p>
          A person under 18 can use {product} only with a parent’s or guardian’s consent. We do not track children’s
          behaviour or show them targeted advertising.
        </p>

        <Cookies />
        <DeviceDataNote />

        <Heading id="security" />
        <p>
          Data travels encrypted (HTTPS). Access is limited by role, staff sign in with their own accounts, and
          deletions are recorded. No system is perfectly secure; if a breach ever affects your data, we will tell you
          and the Data Protection Board as the law requires.
        </p>

        <Heading id="changes" />
        <p>
          If we change this policy we will update the date at the top, and tell you by e-mail about any change that
          affects data you have already given us.
        </p>

        <Heading id="contact" />
        <p>
          For any question or grievance about your data, contact our Grievance Officer at{' '}
          <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a> or call{' '}
          <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>. You can also{' '}
          <LocalLink to="/contact">send us a message</LocalLink>. See also our{' '}
          <LocalLink to="/terms-conditions">Terms and Conditions</LocalLink>.
        </p>
      </div>
    </section>
  );
}
