// The ad pixel (Meta), the only non-essential script. It loads only after the visitor
// accepts cookies and only when a pixel id is configured (the default is none). The
// script element is made here, not inline, so the CSP can stay script-src 'self' plus
// the pixel's host. It never receives health data: no event parameters, no automatic
// page scraping, no automatic page views as the visitor moves between screens.
import { hasAcceptedCookies } from './consent';

export const AD_PIXEL_SCRIPT_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const AD_PIXEL_SCRIPT_ID = 'ad-pixel-script';

/** Standard events that carry no parameters, so nothing about the visitor's health can ride along. */
export type ConversionEvent = 'Lead' | 'Schedule' | 'CompleteRegistration' | 'Contact' | 'SubmitApplication';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  /** Stops the pixel from sending a PageView on every in-app navigation (which would reveal visited screens). */
  disablePushState?: boolean;
};

type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

function pixelWindow(): PixelWindow | null {
  return typeof window === 'undefined' ? null : (window as PixelWindow);
}

/** Meta pixel ids are numbers; anything else in the settings is a mistake we do not send on. */
function isValidPixelId(pixelId: string): boolean {
  return /^\d{5,20}$/.test(pixelId.trim());
}

/** The queue the pixel script drains once it arrives (the vendor snippet, as module code). */
function createQueue(): Fbq {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  return fbq;
}

/**
 * Loads the pixel and sends one PageView, if the visitor accepted cookies and `pixelId` is set.
 * Safe to call repeatedly. Returns whether the pixel is active.
 */
export function loadAdPixel(pixelId: string): boolean {
  const win = pixelWindow();
  if (!win || !isValidPixelId(pixelId) || !hasAcceptedCookies()) return false;

  if (win.fbq && document.getElementById(AD_PIXEL_SCRIPT_ID)) {
    win.fbq('consent', 'grant');
    return true;
  }

  const fbq = win.fbq ?? createQueue();
  win.fbq = fbq;
  win._fbq ??= fbq;
  fbq.disablePushState = true;
  fbq('set', 'autoConfig', false, pixelId.trim());
  fbq('init', pixelId.trim());
  fbq('track', 'PageView');

  const script = document.createElement('script');
  script.id = AD_PIXEL_SCRIPT_ID;
  script.async = true;
  script.src = AD_PIXEL_SCRIPT_SRC;
  document.head.appendChild(script);
  return true;
}

/** After a visitor withdraws consent the loaded pixel is told to stop sending anything. */
export function revokeAdPixel(): void {
  pixelWindow()?.fbq?.('consent', 'revoke');
}

/** Sends a conversion event; does nothing without consent or without a loaded pixel. */
export function trackConversion(eventName: ConversionEvent): void {
  const fbq = pixelWindow()?.fbq;
  if (!fbq || !hasAcceptedCookies()) return;
  fbq('track', eventName);
}
