type Props = {
  pageNumber: number;
  pages: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous and Next through a staff list's pages. */
export function SubmissionPager({ pageNumber, pages, total, onPrevious, onNext }: Props) {
  return (
    <nav className="admin-pages" aria-label="Pages">
      <button type="button" className="button button--secondary" disabled={pageNumber <= 1} onClick={onPrevious}>
        Previous
      </button>
      <span>
        Page {pageNumber} of {pages} ({total})
      </span>
      <button type="button" className="button button--secondary" disabled={pageNumber >= pages} onClick={onNext}>
        Next
      </button>
    </nav>
  );
}
