import { FAQ_IDS } from '../../domain/faqs';
import { LocalLink, useT, withParts } from '../../i18n/react';
import { useSite } from '../../services/site';
import { SiteFaqList } from '../../ui/faq/SiteFaqList';
import { PageMeta } from '../../ui/PageMeta';
import { mailHref, telHref } from '../../ui/contact-links';
import { legalMessages } from './messages';
import './legal.css';

export function FaqPage() {
  const site = useSite();
  const t = useT(legalMessages);
  return (
    <section className="section">
      <PageMeta title={t('faqs.meta.title')} description={t('faqs.meta.description')} />
      <div className="container legal-page">
        <h1>{t('faqs.title')}</h1>
        <p className="legal-page__intro">{t('faqs.intro')}</p>
        <SiteFaqList ids={FAQ_IDS} headingLevel={2} />
        <div className="faq-page__more">
          <h2>{t('faqs.more.title')}</h2>
          <p>
            {withParts(t('faqs.more.text'), {
              phone: <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>,
              email: <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a>,
              message: <LocalLink to="/contact">{t('faqs.more.message')}</LocalLink>,
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
