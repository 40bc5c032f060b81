import { Link } from 'react-router-dom';
import type { Expert } from '../../domain/content';
import { expertiseList } from './api';
import { ExpertPhoto } from './ExpertPhoto';
import './experts.css';

/** One expert in the carousel; the name's link stretches over the whole card. */
export function ExpertCard({ expert }: { expert: Expert }) {
  return (
    <article className="link-card expert-card">
      <ExpertPhoto key={expert.imageSrc} src={expert.imageSrc} alt="" size={320} className="expert-card__photo" />
      <div className="expert-card__body">
        <h3 className="expert-card__name">
          <Link to={`/expert/${expert.id}`} className="expert-card__link">
            {expert.name}
          </Link>
        </h3>
        <p className="expert-card__position">{expert.position}</p>
        <p className="expert-card__expertise">
          <span className="visually-hidden">Expertise: </span>
          {expertiseList(expert).join(' · ')}
        </p>
        {expert.languages.length > 0 && <p className="expert-card__languages">Languages: {expert.languages.join(', ')}</p>}
      </div>
    </article>
  );
}
