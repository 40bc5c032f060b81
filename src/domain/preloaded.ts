// Answers the server already had when it rendered a page travel in the HTML, so the page
// hydrates with exactly what the visitor already sees. The server writes them (keyed by API
// path, in the element below); the browser reads them (src/services/preloaded.ts).

/** One API answer as the server would have sent it. */
export type PreloadedAnswer = { status: number; body: unknown };

/** The id of the inert JSON island that carries the answers. */
export const PRELOADED_ELEMENT_ID = 'preloaded-answers';
