import { useOnline } from '../services/use-online';
import './offline.css';

export const OFFLINE_MESSAGE =
  'You are offline. You can keep using the site; anything you submit will be sent when you reconnect.';

/** Says so while the device is offline. The live region stays in place so that the change is announced. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner" data-visible={!online}>
      {!online && <p className="container offline-banner__text">{OFFLINE_MESSAGE}</p>}
    </div>
  );
}
