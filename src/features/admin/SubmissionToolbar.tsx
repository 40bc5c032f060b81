import type { SubmissionListQuery } from './use-submission-list-query';

/** Search, order and CSV export of a staff list. */
export function SubmissionToolbar({ query }: { query: SubmissionListQuery }) {
  return (
    <form className="admin-toolbar" onSubmit={query.search} role="search">
      <label htmlFor="admin-search" className="visually-hidden">
        Search by name, phone or e-mail
      </label>
      <input id="admin-search" type="search" placeholder="Search by name, phone or e-mail" value={query.typed} onChange={(event) => query.setTyped(event.target.value)} />
      <button type="submit" className="button">
        Search
      </button>
      <button type="button" className="button button--secondary" onClick={query.clear}>
        Clear
      </button>
      <label>
        Sort{' '}
        <select value={query.sort} onChange={(event) => query.changeSort(event.target.value)}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </label>
      <a className="button button--secondary" href={query.csvHref} download>
        Export CSV
      </a>
    </form>
  );
}
