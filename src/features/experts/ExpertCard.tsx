import type { Expert } from '../../domain/content';
import { LocalLink, useStoredTextLang, useT } from '../../i18n/react';
import { useOptionLabel } from '../../ui/option-labels/messages';
import { expertiseList } from './api';
import { ExpertPhoto } from './ExpertPhoto';
import { expertsMessages } from './messages';
import './experts.css';

/** One expert in the carousel; the name's link stretches over the whole card. */
export function ExpertCard({ expert }: { expert: Expert }) {
  const t = useT(expertsMessages);
  const label = useOptionLabel();
  const profileLang = useStoredTextLang();
  return (
    <article className="link-card expert-card">
      <ExpertPhoto key={expert.imageSrc} src={expert.imageSrc} alt="" size={320} className="expert-card__photo" />
      <div className="expert-card__body">
        <h3 className="expert-card__name">
          <LocalLink to={`/expert/${expert.id}`} className="expert-card__link" lang={profileLang}>
            {expert.name}
          </LocalLink>
        </h3>
        <p className="expert-card__position" lang={profileLang}>
          {expert.position}
        </p>
        <p className="expert-card__expertise">
          <span className="visually-hidden">{t('card.expertise')}</span>
          <span lang={profileLang}>{expertiseList(expert).join(' · ')}</span>
        </p>
        {expert.languages.length > 0 && <p className="expert-card__languages">{t('card.languages', { languages: expert.languages.map(label).join(', ') })}</p>}
      </div>
    </article>
  );
}
