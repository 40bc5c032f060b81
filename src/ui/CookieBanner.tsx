import { useEffect, useRef, useState } from 'react';
import type { ConsentValue } from '../domain/consent';
import { formatDate } from '../i18n/format';
import { LocalLink, useLanguage, useT } from '../i18n/react';
import { loadAdPixel, revokeAdPixel } from '../services/ad-pixel';
import { onConsentChange, onCookieSettingsRequest, pageConsent, saveConsent } from '../services/consent';
import { useRequestCookies } from '../services/render-status';
import { useSite } from '../services/site';
import { layoutMessages } from './messages';
import './layout.css';

/**
 * Asks once for the visitor's cookie choice (Accept and Reject weigh the same), remembers it,
 * and starts the ad pixel only after Accept. "Cookie settings" in the footer shows it again.
 */
export function CookieBanner() {
  const { productName, pixelId } = useSite();
  const language = useLanguage();
  const t = useT(layoutMessages);
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

  const decided = current && formatDate(language, current.date);
  const accepted = current?.value === 'accepted';

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title" ref={headingRef} tabIndex={-1}>
          {t('cookies.title', { product: productName })}
        </h2>
        <p>
          {t('cookies.text')} <LocalLink to="/cookies-privacy-policy">{t('cookies.policy')}</LocalLink>
        </p>
        {current && (
          <p className="cookie-banner__current">
            {decided
              ? t(accepted ? 'cookies.currentAcceptedOn' : 'cookies.currentRejectedOn', { date: decided })
              : t(accepted ? 'cookies.currentAccepted' : 'cookies.currentRejected')}
          </p>
        )}
        <div className="cookie-banner__actions">
          <button type="button" className="button" onClick={() => choose('accepted')}>
            {t('cookies.accept')}
          </button>
          <button type="button" className="button" onClick={() => choose('rejected')}>
            {t('cookies.reject')}
          </button>
        </div>
      </div>
    </section>
  );
}
