import type { AssessmentId } from '../../domain/assessments/assessment';
import { assessmentOf } from '../../domain/assessments/registry';
import { FAQS, type FaqItem } from '../../domain/faqs';
import { LocalLink, useT } from '../../i18n/react';
import { SiteFaqList } from '../../ui/faq/SiteFaqList';
import { PageMeta } from '../../ui/PageMeta';
import { MINUTES } from './AssessmentBanner';
import { useCrisisLinks } from './CrisisSupport';
import { fillNodes } from './fill-nodes';
import { assessmentMessages } from './messages';
import './assessments.css';

type Tool = { test: AssessmentId; path: string };

/** The three cards of spec §2 "Self-assessment tools page", all available. */
export const TOOLS: readonly Tool[] = [
  { test: 'depression', path: '/Depression-Tool' },
  { test: 'general-health', path: '/General-Health-Tool' },
  { test: 'anxiety', path: '/Anxiety-Disorder-Tool' },
];

/** The five questions people ask before taking a test, from the site's FAQ. */
const TOOL_FAQ_IDS = ['screening-not-diagnosis', 'assessment-length', 'confidentiality', 'crisis', 'how-online-therapy-works'] as const;
export const TOOL_FAQS: readonly FaqItem[] = TOOL_FAQ_IDS.flatMap((id) => FAQS.filter((faq) => faq.id === id));

/** /Self-Assessment-Tool (and /self-assessment-tool): the three free tests and a short FAQ. */
export function SelfAssessmentPage() {
  const t = useT(assessmentMessages);
  const crisisLinks = useCrisisLinks();
  return (
    <>
      <PageMeta title={t('meta.selfAssessment.title')} description={t('meta.selfAssessment.description')} />
      <section className="assessment-banner">
        <div className="container">
          <p className="assessment-banner__eyebrow">{t('tools.eyebrow')}</p>
          <h1 className="assessment-banner__title">{t('tools.title')}</h1>
          <p className="assessment-banner__lead">{t('tools.lead')}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="tools-title">
        <div className="container">
          <h2 id="tools-title" className="visually-hidden">
            {t('tools.choose')}
          </h2>
          <ul className="grid tool-cards">
            {TOOLS.map((tool) => (
              <li key={tool.test} className="link-card tool-card">
                <h3 className="tool-card__title">
                  <LocalLink to={tool.path} className="tool-card__link">
                    {t(`tool.${tool.test}.title`)}
                  </LocalLink>
                </h3>
                <p className="tool-card__about">{t(`tool.${tool.test}.about`)}</p>
                <p className="tool-card__meta">
                  {t('tool.meta', { count: assessmentOf(tool.test).questions.length, minutes: MINUTES[tool.test] })}
                </p>
                <span className="tool-card__cta" aria-hidden="true">
                  {t('tool.cta')}
                </span>
              </li>
            ))}
          </ul>
          <p className="tools-crisis">{fillNodes(t('tools.crisis'), crisisLinks)}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="tools-faq-title">
        <div className="container tools-faq">
          <h2 id="tools-faq-title">{t('faq.title')}</h2>
          <SiteFaqList ids={TOOL_FAQ_IDS} />
          <p className="tools-faq__more">
            <LocalLink to="/faqs" className="button button--secondary">
              {t('faq.more')}
            </LocalLink>
          </p>
        </div>
      </section>
    </>
  );
}
