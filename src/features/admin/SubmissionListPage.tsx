import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { assessmentOf } from '../../domain/assessments/registry';
import { band } from '../../domain/assessments/scoring';
import type { SubmissionSummary } from '../../domain/staff';
import { ApiError, getJson } from '../../services/api';
import { severityTone } from '../../ui/severity-tone';
import { deleteSubmission, listPath, readPage, type Page } from './api';
import { displayValue, formatWhen, groupPhone, type AdminListKind } from './kinds';
import './admin.css';

export const REFRESH_MS = 30_000;
const PAGE_SIZE = 12;

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; page: Page<SubmissionSummary> };

function Severity({ list, item }: { list: AdminListKind; item: SubmissionSummary }) {
  const score = item.fields.score;
  if (!list.assessment || typeof score !== 'number') return null;
  try {
    const found = band(list.assessment, score);
    const tone = severityTone(found.severity, assessmentOf(list.assessment).bands.length);
    return (
      <span className={`tag severity severity--${tone}`}>
        {score} · {found.label}
      </span>
    );
  } catch {
    return <span className="tag">{score}</span>;
  }
}

export function SubmissionListPage({ list }: { list: AdminListKind }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [pageNumber, setPageNumber] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState('');

  const path = listPath(list.kind, { q: query, sort, page: pageNumber, pageSize: PAGE_SIZE });

  const fetchPage = useCallback(
    (signal: AbortSignal, quiet: boolean) => {
      if (!quiet) setLoad({ state: 'loading' });
      getJson(path, readPage<SubmissionSummary>, signal).then(
        (page) => setLoad({ state: 'loaded', page }),
        (error: unknown) => {
          if (signal.aborted) return;
          setLoad({ state: 'error', message: error instanceof ApiError && error.message ? error.message : list.fetchError });
        },
      );
    },
    [path, list.fetchError],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(controller.signal, false);
    const timer = setInterval(() => fetchPage(controller.signal, true), REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [fetchPage, attempt]);

  function search(event: FormEvent) {
    event.preventDefault();
    setPageNumber(1);
    setQuery(typed.trim());
  }

  function clear() {
    setTyped('');
    setQuery('');
    setPageNumber(1);
  }

  async function remove(item: SubmissionSummary) {
    if (!window.confirm(list.deleteConfirm)) return;
    setNotice('');
    try {
      await deleteSubmission(list.kind, item.id);
      setLoad((current) =>
        current.state === 'loaded'
          ? { state: 'loaded', page: { ...current.page, items: current.page.items.filter((entry) => entry.id !== item.id), total: current.page.total - 1 } }
          : current,
      );
    } catch {
      setNotice(list.deleteFailure);
    }
  }

  const csvHref = `/api/admin/${list.kind}.csv?${new URLSearchParams({ sort, ...(query ? { q: query } : {}) }).toString()}`;
  const pages = load.state === 'loaded' ? Math.max(1, Math.ceil(load.page.total / PAGE_SIZE)) : 1;

  return (
    <section className="section admin">
      <title>{list.title}</title>
      <div className="container">
        <Link to="/admin/admin-dashboard" className="button button--secondary">
          Back to dashboard
        </Link>
        <h1>{list.title}</h1>

        <form className="admin-toolbar" onSubmit={search} role="search">
          <label htmlFor="admin-search" className="visually-hidden">
            Search by name, phone or e-mail
          </label>
          <input id="admin-search" type="search" placeholder="Search by name, phone or e-mail" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <button type="submit" className="button">
            Search
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear
          </button>
          <label>
            Sort{' '}
            <select value={sort} onChange={(event) => { setSort(event.target.value === 'oldest' ? 'oldest' : 'newest'); setPageNumber(1); }}>
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          </label>
          <a className="button button--secondary" href={csvHref} download>
            Export CSV
          </a>
        </form>

        {notice && (
          <p className="status status--error" role="alert">
            {notice}
          </p>
        )}

        {load.state === 'loading' && (
          <p className="status" role="status">
            Loading…
          </p>
        )}
        {load.state === 'error' && (
          <div className="status status--error" role="alert">
            <p>Error: {load.message}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </div>
        )}
        {load.state === 'loaded' && load.page.items.length === 0 && (
          <div className="status">
            <p>{query ? 'No matching consultations found' : 'No consultations found'}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Reload Data
            </button>
          </div>
        )}
        {load.state === 'loaded' && load.page.items.length > 0 && (
          <>
            <ul className="grid admin-cards">
              {load.page.items.map((item) => (
                <li key={item.id} className="card admin-card">
                  <h2 className="admin-card__title">{item.name ?? '—'}</h2>
                  <Severity list={list} item={item} />
                  <dl>
                    <dt>ID</dt>
                    <dd>{item.id}</dd>
                    <dt>Submitted</dt>
                    <dd>{formatWhen(item.createdAt)}</dd>
                    <dt>Email</dt>
                    <dd>{item.email ?? '—'}</dd>
                    <dt>Phone</dt>
                    <dd>{groupPhone(item.phone)}</dd>
                    {item.status && (
                      <>
                        <dt>Status</dt>
                        <dd>{item.status}</dd>
                      </>
                    )}
                    {Object.entries(item.fields)
                      .filter(([name]) => name !== 'score')
                      .map(([name, value]) => (
                        <div key={name} className="admin-card__pair">
                          <dt>{name}</dt>
                          <dd>{displayValue(value)}</dd>
                        </div>
                      ))}
                  </dl>
                  <div className="admin-card__actions">
                    <Link className="button" to={`/admin/responses/${list.detailPath}/${item.id}`}>
                      View Details
                    </Link>
                    <button type="button" className="button button--accent" onClick={() => void remove(item)}>
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <nav className="admin-pages" aria-label="Pages">
              <button type="button" className="button button--secondary" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
                Previous
              </button>
              <span>
                Page {pageNumber} of {pages} ({load.page.total})
              </span>
              <button type="button" className="button button--secondary" disabled={pageNumber >= pages} onClick={() => setPageNumber((n) => n + 1)}>
                Next
              </button>
            </nav>
          </>
        )}
      </div>
    </section>
  );
}
