import type { Remote } from '../../services/api';

/** What a staff screen shows while its data loads, or why it did not, with a Retry; nothing once loaded. */
export function RemoteStatus({ remote, retry }: { remote: Remote<unknown>; retry: () => void }) {
  if (remote.state === 'loading')
    return (
      <p className="status" role="status">
        Loading…
      </p>
    );
  if (remote.state === 'error')
    return (
      <div className="status status--error" role="alert">
        <p>Error: {remote.error.message}</p>
        <button type="button" className="button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  return null;
}
