import type { AssessmentId } from '../../domain/assessments/assessment';
import { assessmentOf } from '../../domain/assessments/registry';
import { FAQS, type FaqItem } from '../../domain/faqs';
import { LocalLink } from '../../i18n/react';
import { useSite } from '../../services/site';
import { telHref } from '../../ui/contact-links';
import { FaqList } from '../../ui/FaqList';
import { PageMeta } from '../../ui/PageMeta';
import './assessments.css';

type Tool = { test: AssessmentId; title: string; path: string; minutes: number; about: string };

/** The three cards of spec §2 "Self-assessment tools page", all available. */
export const TOOLS: readonly Tool[] = [
  {
    test: 'depression',
    title: 'Depression Test',
    path: '/Depression-Tool',
    minutes: 5,
    about: 'Low mood, energy, sleep, interest in things and how you see yourself.',
  },
  {
    test: 'general-health',
    title: 'General Health Test',
    path: '/General-Health-Tool',
    minutes: 2,
    about: 'A quick check of your overall well-being: mood, sleep, appetite, energy and focus.',
  },
  {
    test: 'anxiety',
    title: 'Anxiety Disorder',
    path: '/Anxiety-Disorder-Tool',
    minutes: 2,
    about: 'Worry, tension and restlessness, and how much they get in your way.',
  },
];

/** The five questions people ask before taking a test, from the site's FAQ. */
const TOOL_FAQ_IDS = ['screening-not-diagnosis', 'assessment-length', 'confidentiality', 'crisis', 'how-online-therapy-works'];
export const TOOL_FAQS: readonly FaqItem[] = TOOL_FAQ_IDS.flatMap((id) => FAQS.filter((faq) => faq.id === id));

/** /Self-Assessment-Tool (and /self-assessment-tool): the three free tests and a short FAQ. */
export function SelfAssessmentPage() {
  const { crisisLines } = useSite();
  return (
    <>
      <PageMeta page="selfAssessment" />
      <section className="assessment-banner">
        <div className="container">
          <p className="assessment-banner__eyebrow">Free and private</p>
          <h1 className="assessment-banner__title">Self-Assessment Tools</h1>
          <p className="assessment-banner__lead">
            A few minutes of honest answers can help you notice how you have really been feeling. Each test works even
            without an internet connection, and your answers stay on this device unless you choose to send them. A
            screening, not a diagnosis.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="tools-title">
        <div className="container">
          <h2 id="tools-title" className="visually-hidden">
            Choose a test
          </h2>
          <ul className="grid tool-cards">
            {TOOLS.map((tool) => (
              <li key={tool.test} className="link-card tool-card">
                <h3 className="tool-card__title">
                  <LocalLink to={tool.path} className="tool-card__link">
                    {tool.title}
                  </LocalLink>
                </h3>
                <p className="tool-card__about">{tool.about}</p>
                <p className="tool-card__meta">
                  {assessmentOf(tool.test).questions.length} questions · about {tool.minutes} minutes
                </p>
                <span className="tool-card__cta" aria-hidden="true">
                  Start the test
                </span>
              </li>
            ))}
          </ul>
          <p className="tools-crisis">
            Feeling unsafe right now? Call Tele-MANAS <a href={telHref(crisisLines.teleManas)}>{crisisLines.teleManas}</a>{' '}
            (toll-free, 24x7) or emergency <a href={telHref(crisisLines.emergency)}>{crisisLines.emergency}</a>.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="tools-faq-title">
        <div className="container tools-faq">
          <h2 id="tools-faq-title">Frequently asked questions</h2>
          <FaqList items={TOOL_FAQS} />
          <p className="tools-faq__more">
            <LocalLink to="/faqs" className="button button--secondary">
              More FAQ
            </LocalLink>
          </p>
        </div>
      </section>
    </>
  );
}
