import { useState, type FormEvent } from 'react';
import { listPath } from './api';

export const PAGE_SIZE = 12;

export type SortOrder = 'newest' | 'oldest';

export type SubmissionListQuery = {
  /** What is in the search box, searched for once submitted. */
  typed: string;
  setTyped(value: string): void;
  /** The search the list shows. */
  query: string;
  sort: SortOrder;
  pageNumber: number;
  search(event: FormEvent): void;
  clear(): void;
  changeSort(value: string): void;
  previousPage(): void;
  nextPage(): void;
  /** The API path of the page shown. */
  path: string;
  /** The CSV export of everything the search finds, in the same order. */
  csvHref: string;
};

/** What a staff list shows: its search, order and page. A new search or order starts at page 1. */
export function useSubmissionListQuery(kind: string): SubmissionListQuery {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [pageNumber, setPageNumber] = useState(1);

  return {
    typed,
    setTyped,
    query,
    sort,
    pageNumber,
    search(event) {
      event.preventDefault();
      setPageNumber(1);
      setQuery(typed.trim());
    },
    clear() {
      setTyped('');
      setQuery('');
      setPageNumber(1);
    },
    changeSort(value) {
      setSort(value === 'oldest' ? 'oldest' : 'newest');
      setPageNumber(1);
    },
    previousPage: () => setPageNumber((n) => n - 1),
    nextPage: () => setPageNumber((n) => n + 1),
    path: listPath(kind, { q: query, sort, page: pageNumber, pageSize: PAGE_SIZE }),
    csvHref: `/api/admin/${kind}.csv?${new URLSearchParams({ sort, ...(query ? { q: query } : {}) }).toString()}`,
  };
}
