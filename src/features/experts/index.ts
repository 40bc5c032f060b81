// The experts feature as other features may use it: the carousel the home page shows, the
// count of the experts it lists, and the photo the booking wizard shows beside a matched
// expert. Its pages are reached by route (src/App.tsx), never imported.
export { ExpertsCarousel } from './ExpertsCarousel';
export { useExpertCount } from './use-expert-count';
export { ExpertPhoto } from './ExpertPhoto';
