// The experts carousel's own words (the experts' details come from their records, as written).

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
};

export default messages;
