type Props = {
  pageNumber: number;
  pages: number;
  total: number;
  /** The server stopped counting at `total`: there are more matches, and more pages, than shown. */
  more: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous and Next through a staff list's pages. */
export function SubmissionPager({ pageNumber, pages, total, more, onPrevious, onNext }: Props) {
  return (
    <nav className="admin-pages" aria-label="Pages">
      <button type="button" className="button button--secondary" disabled={pageNumber <= 1} onClick={onPrevious}>
        Previous
      </button>
      <span>
        {more ? `Page ${pageNumber} of ${pages}+ (${total.toLocaleString('en-IN')}+ results)` : `Page ${pageNumber} of ${pages} (${total})`}
      </span>
      <button type="button" className="button button--secondary" disabled={pageNumber >= pages && !more} onClick={onNext}>
        Next
      </button>
    </nav>
  );
}
