// The experts feature as other features may use it: the carousel the home page shows. Its
// pages are reached by route (src/App.tsx), never imported.
export { ExpertsCarousel } from './ExpertsCarousel';
