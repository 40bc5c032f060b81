import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { historyCsvRows, timelineOf, toCsv, type HistoryEntry } from '../../domain/assessment-history';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { isAssessmentId } from '../../domain/assessments/registry';
import { maxScore } from '../../domain/assessments/scoring';
import { SUBMISSION_KINDS } from '../../domain/submission-kinds';
import { LocalLink, useLanguage, useT } from '../../i18n/react';
import { clearHistory, deleteHistoryEntry, historyOf } from '../../offline/assessment-history';
import type { SaathiDb } from '../../offline/db';
import { useLiveQuery } from '../../offline/hooks';
import { deviceDb } from '../../offline/triggers';
import { useSite } from '../../services/site';
import { NotFoundPage } from '../legal';
import { Confirm } from './Confirm';
import { downloadFile } from './download';
import { HistoryChart } from './HistoryChart';
import { deviceDataMessages } from './messages';
import { MY_DATA_PATH } from './paths';
import { bandName, changeInWords, dateTime, testName } from './words';
import './device-data.css';

type Confirming = { kind: 'one'; entry: HistoryEntry } | { kind: 'all' } | null;

/** The route's page: `/self-assessment/:test/history`. */
export function HistoryPage() {
  const { test } = useParams();
  return isAssessmentId(test) ? <TestHistory test={test} /> : <NotFoundPage />;
}

/**
 * A test's results as this device keeps them: a chart of the scores over time, the same as a
 * table with each band and what changed since the time before, a printable page and a file to
 * download, and deleting one result or all of them.
 */
export function TestHistory({ test, db }: { test: AssessmentId; db?: SaathiDb }) {
  const t = useT(deviceDataMessages);
  const language = useLanguage();
  const { productName } = useSite();
  const entries = useLiveQuery((database) => historyOf(database, test), [test], { db, unreadable: null });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState('');
  const name = testName(t, test);
  const max = maxScore(test);
  const testPage = SUBMISSION_KINDS[test].page;

  async function remove(which: Exclude<Confirming, null>) {
    setConfirming(null);
    const database = await deviceDb(db);
    if (which.kind === 'one') await deleteHistoryEntry(database, which.entry.id);
    else await clearHistory(database, test);
    setNotice(t(which.kind === 'one' ? 'history.deleted' : 'history.allDeleted'));
  }

  function download(format: 'csv' | 'json', list: readonly HistoryEntry[]) {
    const file = `${productName}-${test}-results`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    if (format === 'json') {
      const results = timelineOf(list).map(({ completedAt, score, band, answers, change }) => ({
        completedAt: new Date(completedAt).toISOString(),
        score,
        outOf: max,
        band,
        bandName: bandName(t, test, band),
        scoreChange: change?.scoreDelta ?? null,
        answers,
      }));
      downloadFile(`${file}.json`, 'application/json', `${JSON.stringify({ test, testName: name, results }, null, 2)}\n`);
      return;
    }
    const rows = historyCsvRows(test, list, {
      headers: {
        date: t('csv.date'),
        score: t('csv.score'),
        outOf: t('csv.outOf'),
        band: t('csv.band'),
        change: t('csv.change'),
        answer: (number) => t('csv.answer', { number: String(number) }),
      },
      bandLabel: (band) => bandName(t, test, band),
    });
    // The byte order mark makes spreadsheets read the Hindi names as UTF-8.
    downloadFile(`${file}.csv`, 'text/csv;charset=utf-8', `\uFEFF${toCsv(rows)}`);
  }

  let body;
  if (entries === undefined) {
    body = (
      <p className="status" role="status">
        {t('history.loading')}
      </p>
    );
  } else if (entries === null) {
    body = <p role="alert">{t('history.unreadable')}</p>;
  } else if (entries.length === 0) {
    body = (
      <>
        <p>{t('history.empty')}</p>
        <p className="no-print">
          <LocalLink to={testPage} className="button">
            {t('history.take')}
          </LocalLink>
        </p>
      </>
    );
  } else {
    const timeline = timelineOf(entries);
    body = (
      <>
        <p>{t('history.count', { count: entries.length })}</p>
        <section className="card history-chart-card" aria-labelledby="history-chart-title">
          <h2 id="history-chart-title">{t('history.chartTitle')}</h2>
          <HistoryChart test={test} entries={entries} />
          <p className="history-note">{t('history.screening')}</p>
        </section>

        <div className="history-table-wrap">
          <table className="history-table">
            <caption>{t('history.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.score')}</th>
                <th scope="col">{t('history.band')}</th>
                <th scope="col">{t('history.change')}</th>
                <th scope="col" className="no-print">
                  <span className="visually-hidden">{t('history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {timeline.map((entry) => {
                const when = dateTime(language, entry.completedAt);
                return (
                  <tr key={entry.id}>
                    <th scope="row">{when}</th>
                    <td>{t('history.scoreOf', { score: entry.score, max })}</td>
                    <td>{bandName(t, test, entry.band)}</td>
                    <td>{changeInWords(t, test, entry.change)}</td>
                    <td className="no-print">
                      <button
                        type="button"
                        className="link-button"
                        aria-label={t('history.deleteLabel', { date: when })}
                        onClick={() => setConfirming({ kind: 'one', entry })}
                      >
                        {t('history.delete')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        {confirming && (
          <Confirm
            message={
              confirming.kind === 'one'
                ? t('history.confirmOne', { date: dateTime(language, confirming.entry.completedAt) })
                : t('history.confirmAll', { count: entries.length })
            }
            confirm={t('history.confirmYes')}
            cancel={t('history.cancel')}
            onConfirm={() => void remove(confirming)}
            onCancel={() => setConfirming(null)}
          />
        )}

        <section className="history-export no-print" aria-labelledby="history-export-title">
          <h2 id="history-export-title">{t('history.export')}</h2>
          <p className="history-export__actions">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              {t('history.print')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => download('csv', entries)}>
              {t('history.downloadCsv')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => download('json', entries)}>
              {t('history.downloadJson')}
            </button>
          </p>
          <p>
            <button type="button" className="link-button" onClick={() => setConfirming({ kind: 'all' })}>
              {t('history.deleteAll')}
            </button>
          </p>
        </section>
        <p className="print-only">{t('history.printedOn', { product: productName, date: dateTime(language, Date.now()) })}</p>
      </>
    );
  }

  return (
    <section className="section">
      <title>{t('history.metaTitle', { test: name, product: productName })}</title>
      <meta name="description" content={t('history.metaDescription')} />
      <meta name="robots" content="noindex" />
      <div className="container device-data">
        <h1>{t('history.title', { test: name })}</h1>
        <p className="device-data__intro">{t('history.intro')}</p>
        <p role="status" className="device-data__notice">
          {notice}
        </p>
        {body}
        <ul className="device-data__links no-print">
          {entries && entries.length > 0 && (
            <li>
              <LocalLink to={testPage}>{t('history.takeAgain')}</LocalLink>
            </li>
          )}
          <li>
            <LocalLink to={MY_DATA_PATH}>{t('history.myData')}</LocalLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
