// The experts carousel's and an expert's page's own words (the experts' details come from their
// records, as written). One catalogue: the page is mostly reached from the carousel, whose chunk
// has already loaded it; neither is on the home page's first script.

const messages = {
  'carousel.label': 'Our experts',
  'carousel.previous': 'Previous expert',
  'carousel.next': 'Next expert',
  'carousel.loading': 'Loading experts...',
  'carousel.failed': 'Failed to load experts. Please try again later.',
  'carousel.retry': 'Retry',
  'carousel.none': 'No experts available at the moment. Please check back later.',
  'card.expertise': 'Expertise: ',
  'card.languages': 'Languages: {languages}',

  'detail.back': 'Back to Home',
  'detail.metaTitle': '{name}, {position} | {product}',
  'detail.metaDescription': '{name}, {position} at {product}. Expertise: {expertise}. Experience: {experience}.',
  'detail.photo': 'Photo of {name}',
  'detail.languages': 'Languages',
  'detail.concerns': 'Works with',
  'detail.sessions': 'Sessions',
  'detail.certifications': 'Certifications',
  'detail.expertise': 'Expertise',
  'detail.experience': 'Experience',
  'detail.book': 'Book a Session',
  'detail.loading': 'Loading experts...',
  'detail.failed': 'Failed to fetch expert details',
  /** Shown under a failure when the network itself failed (an English page shows the API's own sentence, the same). */
  'detail.retry': 'Retry',
  'missing.metaTitle': 'Expert not found | {product}',
  'missing.metaDescription': 'Expert not found',
  'missing.title': 'Expert not found',
  'missing.text': "The expert you're looking for doesn't exist or has been deleted.",
};

export default messages;
