// What other features use of the booking feature: the server's sentences in the page's
// language. (The options' labels, which other features show too, are in src/ui/option-labels/.)
export { serverSentenceMessages, useKnownSentence } from './server-sentences/messages';
