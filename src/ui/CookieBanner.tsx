import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ConsentValue } from '../domain/consent';
import { formatIndianLongDate } from '../domain/ist';
import { loadAdPixel, revokeAdPixel } from '../services/ad-pixel';
import { onConsentChange, onCookieSettingsRequest, pageConsent, saveConsent } from '../services/consent';
import { useRequestCookies } from '../services/render-status';
import { useSite } from '../services/site';
import './layout.css';

/**
 * Asks once for the visitor's cookie choice (Accept and Reject weigh the same), remembers it,
 * and starts the ad pixel only after Accept. "Cookie settings" in the footer shows it again.
 */
export function CookieBanner() {
  const { productName, pixelId } = useSite();
  // On the server, the request's cookies: the page then arrives with or without the banner
  // exactly as the browser renders it.
  const requestCookies = useRequestCookies();
  const [current, setCurrent] = useState(() => pageConsent(new Date(), requestCookies));
  const [open, setOpen] = useState(() => current === null);
  const [reopened, setReopened] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    loadAdPixel(pixelId);
    return onConsentChange((record) => {
      setCurrent(record);
      if (record.value === 'accepted') loadAdPixel(pixelId);
      else revokeAdPixel();
    });
  }, [pixelId]);

  useEffect(
    () =>
      onCookieSettingsRequest(() => {
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setCurrent(pageConsent());
        setOpen(true);
        setReopened(true);
      }),
    [],
  );

  useEffect(() => {
    if (open && reopened) headingRef.current?.focus();
  }, [open, reopened]);

  function choose(value: ConsentValue) {
    saveConsent(value);
    setOpen(false);
    if (reopened) {
      setReopened(false);
      returnFocusTo.current?.focus();
    }
  }

  if (!open) return null;

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title" ref={headingRef} tabIndex={-1}>
          Cookies on {productName}
        </h2>
        <p>
          We use essential cookies to keep the site working. With your permission we would also use an advertising
          cookie to measure our ads; it never receives your answers, bookings or any health information.{' '}
          <Link to="/cookies-privacy-policy">Read our cookie policy</Link>
        </p>
        {current && (
          <p className="cookie-banner__current">
            Your current choice: {current.value === 'accepted' ? 'accepted' : 'rejected'}
            {formatIndianLongDate(current.date) && ` on ${formatIndianLongDate(current.date)}`}.
          </p>
        )}
        <div className="cookie-banner__actions">
          <button type="button" className="button" onClick={() => choose('accepted')}>
            Accept
          </button>
          <button type="button" className="button" onClick={() => choose('rejected')}>
            Reject
          </button>
        </div>
      </div>
    </section>
  );
}
