import { FAQS } from '../../domain/faqs';
import { LocalLink } from '../../i18n/react';
import { useSite } from '../../services/site';
import { FaqList } from '../../ui/FaqList';
import { PageMeta } from '../../ui/PageMeta';
import { mailHref, telHref } from '../../ui/contact-links';
import './legal.css';

export function FaqPage() {
  const site = useSite();
  return (
    <section className="section">
      <PageMeta page="faqs" />
      <div className="container legal-page">
        <h1>Frequently Asked Questions</h1>
        <p className="legal-page__intro">
          Answers about online sessions, privacy, payments, rescheduling and our free self-assessments. Tap a question
          to read the answer.
        </p>
        <FaqList items={FAQS} headingLevel={2} />
        <div className="faq-page__more">
          <h2>Still have a question?</h2>
          <p>
            Call us on <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>, write to{' '}
            <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a>, or{' '}
            <LocalLink to="/contact">send us a message</LocalLink>. We answer every message personally.
          </p>
        </div>
      </div>
    </section>
  );
}
