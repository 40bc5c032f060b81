import englishMessages from './messages.en';
import { useT } from '../i18n/react';
import { useOnline } from '../services/use-online';
import { layoutMessages } from './messages';
import './offline.css';

export const OFFLINE_MESSAGE = englishMessages['offline.message'];

/** Says so while the device is offline. The live region stays in place so that the change is announced. */
export function OfflineBanner() {
  const online = useOnline();
  const t = useT(layoutMessages);
  return (
    <div role="status" className="offline-banner" data-visible={!online}>
      {!online && <p className="container offline-banner__text">{t('offline.message')}</p>}
    </div>
  );
}
