// The legal pages as other features may use them: the not-found page, which the staff area
// shows for a path it does not know or a visitor may not see. The other pages are reached by
// route (src/App.tsx), never imported.
export { NotFoundPage } from './NotFoundPage';
