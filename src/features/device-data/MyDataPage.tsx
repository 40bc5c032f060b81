import { useState } from 'react';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { isAssessmentId } from '../../domain/assessments/registry';
import { LocalLink, useLanguage, useT } from '../../i18n/react';
import { eraseDevice } from '../../offline/assessment-history';
import type { SaathiDb } from '../../offline/db';
import { deviceContents, isEmpty, type DeviceContents } from '../../offline/device-contents';
import { useLiveQuery } from '../../offline/hooks';
import { deviceDb } from '../../offline/triggers';
import { useSite } from '../../services/site';
import { Confirm } from './Confirm';
import { DataRequestForm } from './DataRequestForm';
import { deviceDataMessages } from './messages';
import { historyPath } from './paths';
import { dateTime, kindName, pageOfKind, testName } from './words';
import './device-data.css';

type HistoryByTest = { test: AssessmentId; count: number; last: number };

/** Per test: how many results, and when the last one was. */
function historyByTest(history: DeviceContents['history']): HistoryByTest[] {
  const byTest = new Map<AssessmentId, HistoryByTest>();
  for (const entry of history) {
    const seen = byTest.get(entry.test);
    byTest.set(entry.test, { test: entry.test, count: (seen?.count ?? 0) + 1, last: Math.max(seen?.last ?? 0, entry.completedAt) });
  }
  return [...byTest.values()];
}

function MaybeLink({ to, children }: { to: string | null; children: string }) {
  return to === null ? <>{children}</> : <LocalLink to={to}>{children}</LocalLink>;
}

/** The device's contents, section by section, with their counts and dates. */
function Contents({ contents }: { contents: DeviceContents }) {
  const t = useT(deviceDataMessages);
  const language = useLanguage();
  const tests = historyByTest(contents.history);
  return (
    <>
      <section aria-labelledby="my-data-drafts" className="device-data__group">
        <h2 id="my-data-drafts">
          {t('myData.drafts')} <span className="device-data__count">({t('myData.count', { count: contents.drafts.length })})</span>
        </h2>
        {contents.drafts.length === 0 ? (
          <p>{t('myData.draftsNone')}</p>
        ) : (
          <ul>
            {contents.drafts.map((draft) => (
              <li key={draft.kind}>
                <MaybeLink to={pageOfKind(draft.kind)}>
                  {t('myData.draftSaved', { kind: kindName(t, draft.kind), date: dateTime(language, draft.updatedAt) })}
                </MaybeLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-data-outbox" className="device-data__group">
        <h2 id="my-data-outbox">
          {t('myData.outbox')} <span className="device-data__count">({t('myData.count', { count: contents.unsent.length })})</span>
        </h2>
        {contents.unsent.length === 0 ? (
          <p>{t('myData.outboxNone')}</p>
        ) : (
          <ul>
            {contents.unsent.map((item) => {
              const words = { kind: kindName(t, item.kind), date: dateTime(language, item.createdAt) };
              return (
                <li key={item.id}>
                  <MaybeLink to={pageOfKind(item.kind)}>{t(item.state === 'failed' ? 'myData.outboxRefused' : 'myData.outboxItem', words)}</MaybeLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-data-history" className="device-data__group">
        <h2 id="my-data-history">
          {t('myData.history')} <span className="device-data__count">({t('myData.count', { count: contents.history.length })})</span>
        </h2>
        {tests.length === 0 ? (
          <p>{t('myData.historyNone')}</p>
        ) : (
          <ul>
            {tests.map(({ test, count, last }) => (
              <li key={test}>
                {t('myData.historyItem', { test: testName(t, test), count, date: dateTime(language, last) })}{' '}
                <LocalLink to={historyPath(test)} aria-label={`${t('myData.historySee')}: ${testName(t, test)}`}>
                  {t('myData.historySee')}
                </LocalLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      {contents.inProgress.length > 0 && (
        <section aria-labelledby="my-data-progress" className="device-data__group">
          <h2 id="my-data-progress">
            {t('myData.progress')} <span className="device-data__count">({t('myData.count', { count: contents.inProgress.length })})</span>
          </h2>
          <ul>
            {contents.inProgress.map((row) => (
              <li key={row.testId}>
                <MaybeLink to={pageOfKind(row.testId)}>
                  {t('myData.progressItem', { test: isAssessmentId(row.testId) ? testName(t, row.testId) : row.testId, date: dateTime(language, row.updatedAt) })}
                </MaybeLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * "My data on this device" (/my-data): what this browser keeps for the visitor, erased in one
 * step, and how to ask for what the server holds.
 */
export function MyDataPage({ db }: { db?: SaathiDb }) {
  const t = useT(deviceDataMessages);
  const { productName } = useSite();
  const contents = useLiveQuery((database) => deviceContents(database), [], { db, unreadable: null });
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');

  async function eraseAll() {
    setConfirming(false);
    try {
      await eraseDevice(await deviceDb(db));
      setNotice(t('myData.erased'));
    } catch (error) {
      console.warn('Erasing this device’s data failed', error);
      setNotice(t('myData.eraseFailed'));
    }
  }

  let body;
  if (contents === undefined) {
    body = (
      <p className="status" role="status">
        {t('myData.loading')}
      </p>
    );
  } else if (contents === null) {
    body = <p role="alert">{t('myData.unreadable')}</p>;
  } else {
    body = (
      <>
        {isEmpty(contents) ? <p>{t('myData.nothing')}</p> : <Contents contents={contents} />}
        {confirming ? (
          <Confirm
            message={t('myData.eraseExplain')}
            confirm={t('myData.eraseYes')}
            cancel={t('myData.cancel')}
            onConfirm={() => void eraseAll()}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          !isEmpty(contents) && (
            <p>
              <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                {t('myData.erase')}
              </button>
            </p>
          )
        )}
      </>
    );
  }

  return (
    <section className="section">
      <title>{t('myData.metaTitle', { product: productName })}</title>
      <meta name="description" content={t('myData.metaDescription')} />
      <meta name="robots" content="noindex" />
      <div className="container device-data">
        <h1>{t('myData.title')}</h1>
        <p className="device-data__intro">{t('myData.intro')}</p>
        <p role="status" className="device-data__notice">
          {notice}
        </p>
        {body}

        {/* Not under the loading line: what the device holds, shown in its place, would push it down the page (a layout shift). */}
        {contents !== undefined && (
          <section aria-labelledby="my-data-server" className="device-data__group device-data__server">
            <h2 id="my-data-server">{t('server.title')}</h2>
            <p>
              {t('server.text')} <LocalLink to="/cookies-privacy-policy">{t('server.privacy')}</LocalLink>
            </p>
            <p>{t('server.how')}</p>
            <DataRequestForm />
          </section>
        )}
      </div>
    </section>
  );
}

