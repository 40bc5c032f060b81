import type { Ref } from 'react';
import { useT } from '../../i18n/react';
import { useSite } from '../../services/site';
import { telHref } from '../../ui/contact-links';
import { fillNodes } from './fill-nodes';
import english from './messages.en';
import { assessmentMessages } from './messages';

export const CRISIS_TITLE = english['crisis.title'];

type Props = { headingRef?: Ref<HTMLHeadingElement> };

/**
 * India's crisis lines, shown before anything else on a result whose answers call for them
 * (DECISIONS.md "Safety"). Never behind the report form. The numbers are the same in every language.
 */
export function CrisisSupport({ headingRef }: Props) {
  const { crisisLines, productName } = useSite();
  const t = useT(assessmentMessages);
  return (
    <section className="crisis-support" aria-labelledby="crisis-support-title">
      <h2 id="crisis-support-title" ref={headingRef} tabIndex={-1} className="crisis-support__title">
        {t('crisis.title')}
      </h2>
      <p>{t('crisis.text')}</p>
      <ul className="crisis-support__lines">
        <li>
          <a className="crisis-support__line" href={telHref(crisisLines.teleManas)}>
            <span className="crisis-support__name">{t('crisis.teleManas')}</span>
            <span className="crisis-support__number">{crisisLines.teleManas}</span>
            <span className="crisis-support__note">{t('crisis.teleManasNote')}</span>
          </a>
        </li>
        <li>
          <a className="crisis-support__line" href={telHref(crisisLines.emergency)}>
            <span className="crisis-support__name">{t('crisis.emergency')}</span>
            <span className="crisis-support__number">{crisisLines.emergency}</span>
            <span className="crisis-support__note">{t('crisis.emergencyNote')}</span>
          </a>
        </li>
      </ul>
      <p className="crisis-support__small">{t('crisis.small', { product: productName })}</p>
    </section>
  );
}

/** The two lines as tel: links, for a sentence that names them ({teleManas}, {emergency}). */
export function useCrisisLinks() {
  const { crisisLines } = useSite();
  return {
    teleManas: <a href={telHref(crisisLines.teleManas)}>{crisisLines.teleManas}</a>,
    emergency: <a href={telHref(crisisLines.emergency)}>{crisisLines.emergency}</a>,
  };
}

/**
 * A quiet reminder of the lines while the test goes on, from the moment a safety question is
 * answered above "Not at all": nobody should have to finish the test to see them.
 */
export function CrisisReminder() {
  const t = useT(assessmentMessages);
  const links = useCrisisLinks();
  return (
    <p className="crisis-reminder" role="note">
      {fillNodes(t('crisis.reminder'), links)}
    </p>
  );
}
