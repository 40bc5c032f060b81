import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LocalLink, useT } from '../../i18n/react';
import { PageMeta } from '../../ui/PageMeta';
import { confirmDataRequest, type ConfirmOutcome } from './api';
import { dataRequestMessages } from './messages';
import './data-request.css';

type View = { phase: 'ready' } | { phase: 'sending' } | { phase: 'done'; outcome: ConfirmOutcome };

/**
 * /data-request/<token>, the link mailed to confirm a request for a copy or the erasure of one's
 * data. Opening it does nothing: a mail scanner may open links, so the visitor's own tap on
 * Confirm sends the POST that acts. Never indexed: the address is the key to the request.
 */
export function DataRequestPage() {
  const { token = '' } = useParams();
  const t = useT(dataRequestMessages);
  const [view, setView] = useState<View>({ phase: 'ready' });
  const resultRef = useRef<HTMLDivElement>(null);
  // The page is rendered on the server: until it has hydrated, a tap on Confirm would do
  // nothing at all, so the button waits, greyed, until it can act.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function confirm() {
    setView({ phase: 'sending' });
    setView({ phase: 'done', outcome: await confirmDataRequest(token) });
  }

  // The answer replaces the button: focus moves to it so a screen reader reads it out.
  useEffect(() => {
    if (view.phase === 'done') resultRef.current?.focus();
  }, [view.phase]);

  return (
    <section className="section data-request">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <meta name="robots" content="noindex" />
      <div className="container data-request__card">
        {view.phase === 'done' ? (
          <div ref={resultRef} tabIndex={-1}>
            <Outcome outcome={view.outcome} />
          </div>
        ) : (
          <>
            <h1>{t('title')}</h1>
            <p>{t('intro')}</p>
            <p className="data-request__note">{t('eraseNote')}</p>
            <button type="button" className="button" disabled={!hydrated || view.phase === 'sending'} onClick={() => void confirm()}>
              {view.phase === 'sending' ? t('confirming') : t('confirm')}
            </button>
          </>
        )}
        <p>
          <LocalLink to="/my-data">{t('myData')}</LocalLink> · <LocalLink to="/cookies-privacy-policy">{t('privacy')}</LocalLink>
        </p>
      </div>
    </section>
  );
}

function Outcome({ outcome }: { outcome: ConfirmOutcome }) {
  const t = useT(dataRequestMessages);
  if (!outcome.ok) {
    return (
      <p className="data-request__lead" role="alert">
        {t(`error.${outcome.reason}`)}
      </p>
    );
  }
  if (outcome.type === 'copy') return <CopyReady email={outcome.email} records={outcome.records} />;
  const { submissions, sessions, payments } = outcome.erased;
  return (
    <div role="status">
      <h1>{t('erase.title')}</h1>
      <ul>
        <li>{t('erase.submissions', { count: submissions })}</li>
        {sessions > 0 && <li>{t('erase.sessions', { count: sessions })}</li>}
        {payments > 0 && <li>{t('erase.payments', { count: payments })}</li>}
      </ul>
      <p>{t('erase.done')}</p>
    </div>
  );
}

/** The copy as a file the visitor saves: the server keeps none, so this page is the only one. */
function CopyReady({ email, records }: { email: string; records: Record<string, unknown> }) {
  const t = useT(dataRequestMessages);
  const href = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(records, null, 2)], { type: 'application/json' })), [records]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <div role="status">
      <h1>{t('copy.title')}</h1>
      <p>{t('copy.body', { email })}</p>
      <a className="button" href={href} download="my-data.json">
        {t('copy.download')}
      </a>
    </div>
  );
}
