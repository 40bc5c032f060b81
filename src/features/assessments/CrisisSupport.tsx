import type { Ref } from 'react';
import { useSite } from '../../services/site';
import { telHref } from '../../ui/contact-links';

export const CRISIS_TITLE = 'You do not have to face this alone';

type Props = { headingRef?: Ref<HTMLHeadingElement> };

/**
 * India's crisis lines, shown before anything else on a result whose answers call for them
 * (DECISIONS.md "Safety"). Never behind the report form.
 */
export function CrisisSupport({ headingRef }: Props) {
  const { crisisLines, productName } = useSite();
  return (
    <section className="crisis-support" aria-labelledby="crisis-support-title">
      <h2 id="crisis-support-title" ref={headingRef} tabIndex={-1} className="crisis-support__title">
        {CRISIS_TITLE}
      </h2>
      <p>
        Your answers suggest you may be going through a very hard time right now. If you are thinking about harming
        yourself or ending your life, or you feel unsafe, please call one of these numbers now. Someone will listen.
      </p>
      <ul className="crisis-support__lines">
        <li>
          <a className="crisis-support__line" href={telHref(crisisLines.teleManas)}>
            <span className="crisis-support__name">Call Tele-MANAS</span>
            <span className="crisis-support__number">{crisisLines.teleManas}</span>
            <span className="crisis-support__note">Toll-free, 24x7, in many Indian languages</span>
          </a>
        </li>
        <li>
          <a className="crisis-support__line" href={telHref(crisisLines.emergency)}>
            <span className="crisis-support__name">Call emergency</span>
            <span className="crisis-support__number">{crisisLines.emergency}</span>
            <span className="crisis-support__note">If you or someone else is in danger now</span>
          </a>
        </li>
      </ul>
      <p className="crisis-support__small">
        {productName} is not an emergency service. These numbers are also at the bottom of every page.
      </p>
    </section>
  );
}

/**
 * A quiet reminder of the lines while the test goes on, from the moment a safety question is
 * answered above "Not at all": nobody should have to finish the test to see them.
 */
export function CrisisReminder() {
  const { crisisLines } = useSite();
  return (
    <p className="crisis-reminder" role="note">
      Thank you for telling us. If you are having thoughts of harming yourself, you can talk to someone right now: call
      Tele-MANAS <a href={telHref(crisisLines.teleManas)}>{crisisLines.teleManas}</a> (toll-free, 24x7) or emergency{' '}
      <a href={telHref(crisisLines.emergency)}>{crisisLines.emergency}</a>.
    </p>
  );
}
