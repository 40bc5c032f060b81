// What other features use of the visitor's data on this device: the link to a test's history
// and the privacy page's paragraph. The pages themselves are reached by route (src/App.tsx).
export { DeviceDataNote } from './links/DeviceDataNote';
export { HistoryLink } from './links/HistoryLink';
export { MY_DATA_PATH, historyPath } from './paths';
