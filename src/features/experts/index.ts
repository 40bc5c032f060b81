// The experts feature as other features may use it: the carousel the home page shows and the
// count of the experts it lists. Its pages are reached by route (src/App.tsx), never imported.
export { ExpertsCarousel } from './ExpertsCarousel';
export { useExpertCount } from './use-expert-count';
