import { useRef, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../i18n/react';
import { layoutMessages } from './messages';
import { useSlider } from './use-autoplay';
import './slider.css';

type Props<T> = {
  /** The slider's accessible name, e.g. "Client stories". */
  label: string;
  items: readonly T[];
  /** Milliseconds per slide when it moves by itself. */
  interval: number;
  renderSlide: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string;
  /** What a dot says to a screen reader; defaults to "Slide 2". */
  dotLabel?: (item: T, index: number) => string;
  showArrows?: boolean;
  showDots?: boolean;
  className?: string;
};

const SWIPE_MIN_PX = 40;

/**
 * An auto-advancing carousel (WAI-ARIA carousel pattern): previous/next, dots, a pause
 * button, swipe on touch screens. Inactive slides are inert, so keyboard and screen-reader
 * users meet only the one on screen.
 */
export function Slider<T>({
  label,
  items,
  interval,
  renderSlide,
  getKey,
  dotLabel,
  showArrows = true,
  showDots = true,
  className,
}: Props<T>) {
  const t = useT(layoutMessages);
  const slider = useSlider({ count: items.length, interval });
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) slider.next();
    else slider.prev();
  }

  const many = items.length > 1;

  return (
    <section
      className={['slider', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      {...slider.pauseProps}
    >
      <div
        className="slider__viewport"
        aria-live={slider.playing ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className="slider__track" style={{ transform: `translateX(${-100 * slider.index}%)` }}>
          {items.map((item, index) => {
            const active = index === slider.index;
            return (
              <div
                key={getKey(item, index)}
                className="slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('slider.slideOf', { number: index + 1, total: items.length })}
                aria-hidden={!active}
                inert={!active}
                data-active={active}
              >
                {renderSlide(item, index)}
              </div>
            );
          })}
        </div>
      </div>

      {many && (
        <div className="slider__controls">
          {slider.canAutoplay && (
            <button type="button" className="slider__button slider__pause" onClick={slider.toggleStopped}>
              <span aria-hidden="true" className={slider.stopped ? 'slider__icon-play' : 'slider__icon-pause'} />
              <span className="visually-hidden">{t(slider.stopped ? 'slider.start' : 'slider.stop')}</span>
            </button>
          )}
          {showArrows && (
            <button type="button" className="slider__button" onClick={slider.prev}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('slider.previous')}</span>
            </button>
          )}
          {showDots && (
            <div className="slider__dots">
              {items.map((item, index) => (
                <button
                  key={getKey(item, index)}
                  type="button"
                  className="slider__dot"
                  aria-label={dotLabel ? dotLabel(item, index) : t('slider.slide', { number: index + 1 })}
                  aria-current={index === slider.index ? 'true' : undefined}
                  onClick={() => slider.goTo(index)}
                >
                  <span aria-hidden="true" className="slider__dot-mark" />
                </button>
              ))}
            </div>
          )}
          {showArrows && (
            <button type="button" className="slider__button" onClick={slider.next}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('slider.next')}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
