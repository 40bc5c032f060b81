import { useEffect, useState } from 'react';
import { LocalLink, useT } from '../../i18n/react';
import { blogMessages } from './messages';
import { useReducedMotion } from './use-reduced-motion';

/** Spec §9: the tile's icon changes every 2 seconds. */
export const ICON_ROTATION_MS = 2000;

function DepressionIcon() {
  return (
    <>
      <path d="M15 27a7 7 0 0 1 .8-14 9 9 0 0 1 17.2 2.5A6 6 0 0 1 33 27Z" />
      <path d="M18 32l-2 5M25 32l-2 5M32 32l-2 5" />
    </>
  );
}

function AnxietyIcon() {
  return (
    <>
      <path d="M24 40S8 30.5 8 19.5A8.5 8.5 0 0 1 24 15a8.5 8.5 0 0 1 16 4.5C40 30.5 24 40 24 40Z" />
      <path d="M11 24h7l3-5 4 9 3-4h9" />
    </>
  );
}

function SchizophreniaIcon() {
  return (
    <>
      <path d="M17 41v-6.5C11.5 32 9 27.5 9 22a14 14 0 0 1 28 0l3 6h-3.5v5a3 3 0 0 1-3 3H29v5" />
      <circle cx="18" cy="19" r="2" />
      <circle cx="27" cy="16" r="2" />
      <circle cx="25" cy="26" r="2" />
      <path d="M20 18.4l5-1.8M19.3 20.6l4.3 4M26.6 18l-1.2 6" />
    </>
  );
}

const TOOLS = [
  { key: 'depression', Icon: DepressionIcon },
  { key: 'anxiety', Icon: AnxietyIcon },
  { key: 'schizophrenia', Icon: SchizophreniaIcon },
] as const;

/**
 * Sidebar tile to the self-assessment tools. The icons are decorative, so the change is not
 * announced; it stops for visitors who prefer less motion and pauses while the tab is hidden.
 */
export function SelfAssessmentTile() {
  const t = useT(blogMessages);
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return;
      timer = setInterval(() => setActive((index) => (index + 1) % TOOLS.length), ICON_ROTATION_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => (document.visibilityState === 'hidden' ? stop() : start());
    start();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [reducedMotion]);

  return (
    <section className="blog-sidebar__box assessment-tile">
      <div className="assessment-tile__icons" data-active={TOOLS[active]?.key} aria-hidden="true">
        {TOOLS.map(({ key, Icon }, index) => (
          <svg
            key={key}
            className={index === active ? 'assessment-tile__icon is-active' : 'assessment-tile__icon'}
            viewBox="0 0 48 48"
            width="48"
            height="48"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <Icon />
          </svg>
        ))}
      </div>
      <div>
        <h2 className="blog-sidebar__heading assessment-tile__title">
          <LocalLink to="/Self-Assessment-Tool" className="assessment-tile__link">
            {t('tile.title')}
          </LocalLink>
        </h2>
        <p className="blog-sidebar__note">{t('tile.text')}</p>
      </div>
    </section>
  );
}
