import { LocalLink, useT, withParts, type Translate } from '../../i18n/react';
import { openCookieSettings } from '../../services/consent';
import { useSite } from '../../services/site';
import { mailHref, telHref } from '../../ui/contact-links';
import { PageMeta } from '../../ui/PageMeta';
import { DeviceDataNote } from '../device-data';
import { privacyMessages } from './privacy/messages';
import './legal.css';

type T = Translate<typeof privacyMessages.en>;

const SECTIONS = ['collect', 'health', 'consent', 'sharing', 'retention', 'rights', 'children', 'cookies', 'security', 'changes', 'contact'] as const;

type SectionId = (typeof SECTIONS)[number];

function Heading({ id }: { id: SectionId }) {
  const t = useT(privacyMessages);
  return (
    <h2 id={`privacy-${id}`}>
      {SECTIONS.indexOf(id) + 1}. {t(`section.${id}`)}
    </h2>
  );
}

/** The forms, in the order the page lists what each collects and why. */
const COLLECTED = ['booking', 'contact', 'assessment', 'workshop', 'payment'] as const;

/** What each form collects and why, then the technical logs. */
function WhatWeCollect() {
  const t = useT(privacyMessages);
  return (
    <>
      <Heading id="collect" />
      <p>{t('collect.intro')}</p>
      <ul className="legal-collect">
        {COLLECTED.map((form) => (
          <li key={form} className="legal-collect__item">
            <h3>{t(`collect.${form}.form`)}</h3>
            <dl>
              <dt>{t('collect.what')}</dt>
              <dd>{t(`collect.${form}.what`)}</dd>
              <dt>{t('collect.why')}</dt>
              <dd>{t(`collect.${form}.why`)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>{t('collect.logs')}</p>
    </>
  );
}

/** A period of months as people say it: 12 → "1 year", 24 → "2 years", 18 → "18 months". */
function monthsInWords(t: T, months: number): string {
  return months % 12 === 0 ? t('period.years', { count: months / 12 }) : t('period.months', { count: months });
}

/** How long each kind of data is kept; three periods are the site settings the server's retention worker deletes by. */
function Retention() {
  const t = useT(privacyMessages);
  const { retention } = useSite();
  return (
    <>
      <Heading id="retention" />
      <ul>
        <li>{t('retention.bookings')}</li>
        <li>{t('retention.contact', { period: monthsInWords(t, retention.contactMonths) })}</li>
        <li>{t('retention.assessment', { period: monthsInWords(t, retention.assessmentMonths) })}</li>
        <li>{t('retention.unpaid', { period: t('period.days', { count: retention.unpaidBookingDays }) })}</li>
        <li>{t('retention.payments')}</li>
        <li>{t('retention.logs')}</li>
      </ul>
      <p>{t('retention.after')}</p>
    </>
  );
}

const RIGHTS = ['access', 'correct', 'erase', 'nominate', 'grievance'] as const;

/** The data principal's rights, each named in bold, and where to write to use them. */
function Rights() {
  const t = useT(privacyMessages);
  const { supportEmail } = useSite();
  return (
    <>
      <Heading id="rights" />
      <p>{t('rights.intro')}</p>
      <ul>
        {RIGHTS.map((right) => (
          <li key={right}>{withParts(t(`rights.${right}.text`), { right: <strong>{t(`rights.${right}.right`)}</strong> })}</li>
        ))}
      </ul>
      <p>{withParts(t('rights.how'), { email: <a href={mailHref(supportEmail)}>{supportEmail}</a> })}</p>
    </>
  );
}

/** The essential and optional cookies, and the button that reopens the choice. */
function Cookies() {
  const t = useT(privacyMessages);
  return (
    <>
      <Heading id="cookies" />
      <p>{withParts(t('cookies.essential'), { label: <strong>{t('cookies.essential.label')}</strong> })}</p>
      <p>{withParts(t('cookies.optional'), { label: <strong>{t('cookies.optional.label')}</strong> })}</p>
      <p>{t('cookies.change')}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={openCookieSettings}>
          {t('cookies.settings')}
        </button>
      </p>
    </>
  );
}

export function PrivacyPage() {
  const t = useT(privacyMessages);
  const site = useSite();
  const product = site.productName;
  return (
    <section className="section">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <div className="container legal-page legal-prose">
        <h1>{t('title')}</h1>
        <p className="legal-page__date">{t('effective')}</p>
        <p className="legal-page__intro">{t('intro', { product })}</p>

        <nav className="legal-page__toc" aria-labelledby="privacy-toc">
          <h2 id="privacy-toc">{t('toc')}</h2>
          <ol>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#privacy-${id}`}>{t(`section.${id}`)}</a>
              </li>
            ))}
          </ol>
        </nav>

        <WhatWeCollect />

        <Heading id="health" />
        <p>{t('health.text')}</p>

        <Heading id="consent" />
        <p>{t('consent.text')}</p>

        <Heading id="sharing" />
        <p>{t('sharing.intro')}</p>
        <ul>
          <li>{t('sharing.expert')}</li>
          <li>{t('sharing.payment')}</li>
          <li>{t('sharing.video')}</li>
          <li>{t('sharing.pixel')}</li>
          <li>{t('sharing.authorities')}</li>
        </ul>

        <Retention />

        <Rights />

        <Heading id="children" />
        <p>{t('children.text', { product })}</p>

        <Cookies />
        <DeviceDataNote />

        <Heading id="security" />
        <p>{t('security.text')}</p>

        <Heading id="changes" />
        <p>{t('changes.text')}</p>

        <Heading id="contact" />
        <p>
          {withParts(t('contact.text'), {
            email: <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a>,
            phone: <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>,
            message: <LocalLink to="/contact">{t('contact.message')}</LocalLink>,
            terms: <LocalLink to="/terms-conditions">{t('contact.terms')}</LocalLink>,
          })}
        </p>
      </div>
    </section>
  );
}
