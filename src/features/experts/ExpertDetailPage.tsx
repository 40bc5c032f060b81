import type { Expert } from '../../domain/content';
import { SESSION_KIND_LABELS } from '../../domain/expert-profile';
import { LocalLink } from '../../i18n/react';
import { NotFoundStatus } from '../../services/render-status';
import { useRemote } from '../../services/api';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../../ui/PageMeta';
import { expertiseList, expertPath, readExpert } from './api';
import { ExpertPhoto } from './ExpertPhoto';
import './experts.css';

function BackHome() {
  return (
    <LocalLink to="/" className="expert-back">
      <span aria-hidden="true">←</span> Back to Home
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
  const skills = expertiseList(expert);
  return (
    <article className="expert-profile">
      <PageMeta
        title={`${expert.name}, ${expert.position} | {product}`}
        description={`${expert.name}, ${expert.position} at {product}. Expertise: ${skills.join(', ')}. Experience: ${expert.experience}.`}
      />
      <ExpertPhoto
        key={expert.imageSrc}
        src={expert.imageSrc}
        alt={`Photo of ${expert.name}`}
        size={320}
        className="expert-profile__photo"
        priority
      />
      <div className="expert-profile__body">
        <h1 className="expert-profile__name">{expert.name}</h1>
        <p className="expert-profile__position">{expert.position}</p>
        {expert.bio.trim() !== '' && <p className="expert-profile__bio">{expert.bio}</p>}
        <Offer label="Languages" items={expert.languages} />
        <Offer label="Works with" items={expert.concerns} />
        <Offer label="Sessions" items={expert.kinds.map((kind) => SESSION_KIND_LABELS[kind])} />
        <dl className="expert-facts">
          {expert.certifications.trim() !== '' && (
            <div className="expert-facts__row">
              <dt>Certifications</dt>
              <dd>{expert.certifications}</dd>
            </div>
          )}
          <div className="expert-facts__row">
            <dt>Expertise</dt>
            <dd>
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
            <dt>Experience</dt>
            <dd>{expert.experience}</dd>
          </div>
        </dl>
        <LocalLink to="/individual_therapy" className="button button--accent expert-profile__book">
          Book a Session
        </LocalLink>
      </div>
    </article>
  );
}

/** /expert/:id — one expert's profile. */
export function ExpertDetailPage() {
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(expertPath(id), readExpert, attempt);

  let body;
  if (remote.state === 'loading') {
    body = (
      <p className="status expert-detail__status" role="status">
        Loading experts...
      </p>
    );
  } else if (remote.state === 'error' && remote.error.status === 404) {
    body = (
      <div className="expert-missing">
        <PageMeta title="Expert not found | {product}" description="Expert not found" />
        <meta name="robots" content="noindex" />
        <NotFoundStatus />
        <h1>Expert not found</h1>
        <p>The expert you&apos;re looking for doesn&apos;t exist or has been deleted.</p>
      </div>
    );
  } else if (remote.state === 'error') {
    body = (
      <div className="status status--error expert-detail__status" role="alert">
        <p>Failed to fetch expert details</p>
        {remote.error.status === 0 && <p className="experts-hint">{remote.error.message}</p>}
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          Retry
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
