import { lazyPage } from '../../ui/lazy-page';

// The experts feature as other features may use it: the carousel the home page shows, the
// count of the experts it lists, and the photo the booking wizard shows beside a matched
// expert. Its pages are reached by route (src/App.tsx), never imported.

/**
 * A chunk of its own, inside the home page's sections below the first screen: importing it
 * here would put it on the home page's first load with the count the counters use.
 */
export const ExpertsCarousel = lazyPage('features/experts/ExpertsCarousel.tsx', () => import('./ExpertsCarousel'), 'ExpertsCarousel');
export { useExpertCount } from './use-expert-count';
export { ExpertPhoto } from './ExpertPhoto';
