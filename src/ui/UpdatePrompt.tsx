import { useEffect, useState } from 'react';
import { useT } from '../i18n/react';
import { registerServiceWorker } from '../sw-register';
import { layoutMessages } from './messages';

/** Offers a new version of the app when one is ready; the visitor decides when to reload. */
export function UpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const t = useT(layoutMessages);
  useEffect(() => registerServiceWorker((apply) => setApplyUpdate(() => apply)), []);
  if (!applyUpdate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.message')}</span>
      <button type="button" className="button" onClick={applyUpdate}>
        {t('update.now')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setApplyUpdate(null)}>
        {t('update.later')}
      </button>
    </div>
  );
}
