// The home page's title and description, apart from the list of every public page
// (public-pages.ts): the home page's first script reads them, and would otherwise carry every
// other page's title and description too (1.2 KB gzipped).
import type { PublicPage } from './public-pages';

export const HOME_PAGE = {
  path: '/',
  title: '{product} | Online Counselling & Therapy in India',
  description:
    'Talk to qualified counsellors and therapists online. Book individual, couple or family sessions in rupees, take a free self-assessment, and read practical guides to mental wellness.',
  priority: 1,
} satisfies PublicPage;
