import { Link } from 'react-router-dom';
import type { AdminListKind } from './kinds';
import { SubmissionCard } from './SubmissionCard';
import { SubmissionPager } from './SubmissionPager';
import { SubmissionToolbar } from './SubmissionToolbar';
import { PAGE_SIZE, useSubmissionListQuery } from './use-submission-list-query';
import { useSubmissionPage } from './use-submission-page';
import { useSubmissionRemoval } from './use-submission-removal';
import './admin.css';

export function SubmissionListPage({ list }: { list: AdminListKind }) {
  const query = useSubmissionListQuery(list.kind);
  const { load, reload, drop } = useSubmissionPage(query.path, list.fetchError);
  const { notice, remove } = useSubmissionRemoval(list, drop);
  const pages = load.state === 'loaded' ? Math.max(1, Math.ceil(load.page.total / PAGE_SIZE)) : 1;

  return (
    <section className="section admin">
      <title>{list.title}</title>
      <div className="container">
        <Link to="/admin/admin-dashboard" className="button button--secondary">
          Back to dashboard
        </Link>
        <h1>{list.title}</h1>

        <SubmissionToolbar query={query} />

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
            <button type="button" className="button" onClick={reload}>
              Retry
            </button>
          </div>
        )}
        {load.state === 'loaded' && load.page.items.length === 0 && (
          <div className="status">
            <p>{query.query ? 'No matching consultations found' : 'No consultations found'}</p>
            <button type="button" className="button" onClick={reload}>
              Reload Data
            </button>
          </div>
        )}
        {load.state === 'loaded' && load.page.items.length > 0 && (
          <>
            <ul className="grid admin-cards">
              {load.page.items.map((item) => (
                <SubmissionCard key={item.id} list={list} item={item} onDelete={(entry) => void remove(entry)} />
              ))}
            </ul>
            <SubmissionPager pageNumber={query.pageNumber} pages={pages} total={load.page.total} more={load.page.more} onPrevious={query.previousPage} onNext={query.nextPage} />
          </>
        )}
      </div>
    </section>
  );
}
