import { useRemote } from '../../services/api';
import { EXPERTS_PATH, readExpertList } from './api';

/**
 * How many experts the public list shows, counted from the very answer the carousel shows
 * (GET /api/experts), so no page can state another figure. A page rendered on the server
 * arrives with that answer, so the count is in its HTML and stays the same when it hydrates.
 * Undefined while the list is unknown (a page opened offline, or one that failed to load).
 */
export function useExpertCount(): number | undefined {
  const remote = useRemote(EXPERTS_PATH, readExpertList);
  return remote.state === 'loaded' ? remote.data.length : undefined;
}
