import { useT } from '../i18n/react';
import type { ApiError } from '../services/api';
import { layoutMessages } from './messages';

/**
 * Under a list or page whose read failed: when the network itself failed (status 0), says so in
 * the page's language; a server's answer says nothing more here.
 */
export function OfflineHint({ error, className }: { error: ApiError; className: string }) {
  const t = useT(layoutMessages);
  return error.status === 0 ? <p className={className}>{t('offline.read')}</p> : null;
}
