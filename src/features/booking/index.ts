// What other features use of the booking feature: the labels of its options, and the
// server's sentences in the page's language.
export { optionLabelMessages, useOptionLabel } from './option-labels/messages';
export { serverSentenceMessages, useKnownSentence } from './server-sentences/messages';
