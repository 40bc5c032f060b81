import { PAYMENT_UNDER_WAY } from '../../../domain/pricing';
import { SLOT_MESSAGES } from '../../../domain/slots';

// Sentences the server (or the device's own rules, which say the same) sends in English and a
// page shows: the time pickers' reasons for having no times, and a payment under way. Read from
// where the server takes them, so a page recognises them in an answer (useKnownSentence).

const messages = {
  paymentUnderWay: PAYMENT_UNDER_WAY,
  noDate: SLOT_MESSAGES.noDate,
  invalidDate: SLOT_MESSAGES.invalidDate,
  pastDate: SLOT_MESSAGES.pastDate,
  todayClosed: SLOT_MESSAGES.todayClosed,
  todayTooSoon: SLOT_MESSAGES.todayTooSoon,
  noneLeft: SLOT_MESSAGES.noneLeft,
};

export default messages;
