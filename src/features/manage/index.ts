// The manage feature as other features may use it: the opt-in for reminders on the device,
// which the payment confirmation shows too. The manage page itself is reached by route.
export { PushOptIn } from './PushOptIn';
