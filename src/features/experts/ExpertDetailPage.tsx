import type { Expert } from '../../domain/content';
import { SESSION_KIND_LABELS } from '../../domain/expert-profile';
import { LocalLink, useStoredTextLang, useT } from '../../i18n/react';
import { NotFoundStatus } from '../../services/render-status';
import { useRemote } from '../../services/api';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { OfflineHint } from '../../ui/OfflineHint';
import { PageMeta } from '../../ui/PageMeta';
import { useOptionLabel } from '../../ui/option-labels/messages';
import { expertiseList, expertPath, readExpert } from './api';
import { ExpertPhoto } from './ExpertPhoto';
import { expertsMessages } from './messages';
import './experts.css';

function BackHome() {
  const t = useT(expertsMessages);
  return (
    <LocalLink to="/" className="expert-back">
      <span aria-hidden="true">←</span> {t('detail.back')}
    </LocalLink>
  );
}

/** "Languages: English, Hindi": one line of what the expert offers; nothing when the list is empty. */
function Offer({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <p className="expert-offer">
      <span className="expert-offer__label">{label}:</span> {items.join(', ')}
    </p>
  );
}

function Profile({ expert }: { expert: Expert }) {
  const t = useT(expertsMessages);
  const label = useOptionLabel();
  const profileLang = useStoredTextLang();
  const skills = expertiseList(expert);
  const { name, position, experience } = expert;
  return (
    <article className="expert-profile">
      <PageMeta
        title={t('detail.metaTitle', { name, position })}
        description={t('detail.metaDescription', { name, position, expertise: skills.join(', '), experience })}
      />
      <ExpertPhoto
        key={expert.imageSrc}
        src={expert.imageSrc}
        alt={t('detail.photo', { name })}
        size={320}
        className="expert-profile__photo"
        priority
      />
      <div className="expert-profile__body">
        <h1 className="expert-profile__name" lang={profileLang}>
          {expert.name}
        </h1>
        <p className="expert-profile__position" lang={profileLang}>
          {expert.position}
        </p>
        {expert.bio.trim() !== '' && (
          <p className="expert-profile__bio" lang={profileLang}>
            {expert.bio}
          </p>
        )}
        {/* Languages, concerns and kinds are the wizards' option values: shown by their labels. */}
        <Offer label={t('detail.languages')} items={expert.languages.map(label)} />
        <Offer label={t('detail.concerns')} items={expert.concerns.map(label)} />
        <Offer label={t('detail.sessions')} items={expert.kinds.map((kind) => label(SESSION_KIND_LABELS[kind]))} />
        <dl className="expert-facts">
          {expert.certifications.trim() !== '' && (
            <div className="expert-facts__row">
              <dt>{t('detail.certifications')}</dt>
              <dd lang={profileLang}>{expert.certifications}</dd>
            </div>
          )}
          <div className="expert-facts__row">
            <dt>{t('detail.expertise')}</dt>
            <dd lang={profileLang}>
              <ul className="expert-chips">
                {skills.map((skill) => (
                  <li key={skill} className="expert-chip">
                    {skill}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="expert-facts__row">
            <dt>{t('detail.experience')}</dt>
            <dd lang={profileLang}>{expert.experience}</dd>
          </div>
        </dl>
        <LocalLink to="/individual_therapy" className="button button--accent expert-profile__book">
          {t('detail.book')}
        </LocalLink>
      </div>
    </article>
  );
}

/** /expert/:id — one expert's profile. */
export function ExpertDetailPage() {
  const t = useT(expertsMessages);
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(expertPath(id), readExpert, attempt);

  let body;
  if (remote.state === 'loading') {
    body = (
      <p className="status expert-detail__status" role="status">
        {t('detail.loading')}
      </p>
    );
  } else if (remote.state === 'error' && remote.error.status === 404) {
    body = (
      <div className="expert-missing">
        <PageMeta title={t('missing.metaTitle')} description={t('missing.metaDescription')} />
        <meta name="robots" content="noindex" />
        <NotFoundStatus />
        <h1>{t('missing.title')}</h1>
        <p>{t('missing.text')}</p>
      </div>
    );
  } else if (remote.state === 'error') {
    body = (
      <div className="status status--error expert-detail__status" role="alert">
        <p>{t('detail.failed')}</p>
        <OfflineHint error={remote.error} className="experts-hint" />
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('detail.retry')}
        </button>
      </div>
    );
  } else {
    body = <Profile expert={remote.data} />;
  }

  return (
    <div className="section expert-detail">
      <div className="container">
        <BackHome />
        {body}
      </div>
    </div>
  );
}
