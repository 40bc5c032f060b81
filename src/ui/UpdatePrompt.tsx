import { useEffect, useState } from 'react';
import { registerServiceWorker } from '../sw-register';

/** Offers a new version of the app when one is ready; the visitor decides when to reload. */
export function UpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => registerServiceWorker((apply) => setApplyUpdate(() => apply)), []);
  if (!applyUpdate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version is ready. Anything you typed is saved on this device.</span>
      <button type="button" className="button" onClick={applyUpdate}>
        Update now
      </button>
      <button type="button" className="button button--secondary" onClick={() => setApplyUpdate(null)}>
        Later
      </button>
    </div>
  );
}
