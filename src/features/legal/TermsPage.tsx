import { LocalLink, useT, withParts, type Translate } from '../../i18n/react';
import { useSite } from '../../services/site';
import { PageMeta } from '../../ui/PageMeta';
import { usePolicyInWords } from '../../ui/change-policy/policy-words';
import { mailHref, telHref } from '../../ui/contact-links';
import type english from './terms/messages.en';
import { termsMessages } from './terms/messages';
import './legal.css';

const SECTIONS = [
  'emergency',
  'service',
  'eligibility',
  'sessions',
  'payments',
  'rescheduling',
  'conduct',
  'confidentiality',
  'content',
  'liability',
  'changes',
  'law',
  'contact',
] as const;

type SectionId = (typeof SECTIONS)[number];

type Words = Translate<typeof english>;

function Heading({ id, t }: { id: SectionId; t: Words }) {
  return <h2 id={`terms-${id}`}>{t('heading', { number: SECTIONS.indexOf(id) + 1, title: t(`section.${id}`) })}</h2>;
}

/** Moving, cancelling and refunds, in the order people ask about them; the rule is the configured one. */
function Rescheduling({ t }: { t: Words }) {
  const policy = usePolicyInWords();
  return (
    <>
      <Heading id="rescheduling" t={t} />
      <ul>
        <li>
          <strong>{t('rescheduling.moveLabel')}</strong> {t('rescheduling.move', { policy })}
        </li>
        <li>
          <strong>{t('rescheduling.ourCancelLabel')}</strong> {t('rescheduling.ourCancel')}
        </li>
        <li>
          <strong>{t('rescheduling.workshopsLabel')}</strong> {t('rescheduling.workshops')}
        </li>
        <li>{t('rescheduling.refunds')}</li>
      </ul>
    </>
  );
}

export function TermsPage() {
  const site = useSite();
  const t = useT(termsMessages);
  const product = site.productName;
  return (
    <section className="section">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <div className="container legal-page legal-prose">
        <h1>{t('title')}</h1>
        <p className="legal-page__intro">{t('intro', { product })}</p>

        <nav className="legal-page__toc" aria-labelledby="terms-toc">
          <h2 id="terms-toc">{t('toc')}</h2>
          <ol>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#terms-${id}`}>{t(`section.${id}`)}</a>
              </li>
            ))}
          </ol>
        </nav>

        <Heading id="emergency" t={t} />
        <div className="legal-callout">
          <p>
            {withParts(t('emergency', { product }), {
              teleManas: <a href={telHref(site.crisisLines.teleManas)}>{site.crisisLines.teleManas}</a>,
              emergency: <a href={telHref(site.crisisLines.emergency)}>{site.crisisLines.emergency}</a>,
            })}
          </p>
        </div>

        <Heading id="service" t={t} />
        <p>{t('service', { product })}</p>

        <Heading id="eligibility" t={t} />
        <p>{t('eligibility')}</p>

        <Heading id="sessions" t={t} />
        <ul>
          <li>{t('sessions.details')}</li>
          <li>{t('sessions.confirmed')}</li>
          <li>{t('sessions.joining')}</li>
          <li>{t('sessions.recording')}</li>
        </ul>

        <Heading id="payments" t={t} />
        <p>{t('payments')}</p>

        <Rescheduling t={t} />

        <Heading id="conduct" t={t} />
        <p>{t('conduct', { product })}</p>

        <Heading id="confidentiality" t={t} />
        <p>{t('confidentiality.intro')}</p>
        <ul>
          <li>{t('confidentiality.risk')}</li>
          <li>{t('confidentiality.child')}</li>
          <li>{t('confidentiality.law')}</li>
        </ul>
        <p>
          {withParts(t('confidentiality.talkFirst'), {
            privacyPolicy: <LocalLink to="/cookies-privacy-policy">{t('confidentiality.privacyPolicy')}</LocalLink>,
          })}
        </p>

        <Heading id="content" t={t} />
        <p>{t('content')}</p>

        <Heading id="liability" t={t} />
        <p>{t('liability')}</p>

        <Heading id="changes" t={t} />
        <p>{t('changes')}</p>

        <Heading id="law" t={t} />
        <p>{t('law')}</p>

        <Heading id="contact" t={t} />
        <p>
          {withParts(t('contact'), {
            phone: <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>,
            email: <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a>,
            message: <LocalLink to="/contact">{t('contact.message')}</LocalLink>,
          })}
        </p>
      </div>
    </section>
  );
}
