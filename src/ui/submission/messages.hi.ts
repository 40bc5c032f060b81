import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// Where a submission stands, in Hindi: everyday words, with the English ones people use
// themselves (डिवाइस, सेव, सर्वर).

const messages: Translation<typeof english> = {
  'status.saved': 'इस डिवाइस पर सेव है',
  'status.waiting': 'इस डिवाइस पर सेव है। इंटरनेट का इंतज़ार है — मिलते ही यह अपने-आप भेज दिया जाएगा।',
  'status.sending': 'भेजा जा रहा है…',
  'status.sent': 'भेज दिया गया',
  'status.needsAttention': 'ध्यान देने की ज़रूरत है',
  'status.needsAttentionBecause': 'ध्यान देने की ज़रूरत है: {reason}',
  'status.refusedUnsaid': 'हमारा सर्वर इसे स्वीकार नहीं कर पाया।',
  'status.lastTry': 'पिछली कोशिश: {reason}',
  'status.lastTryNext': 'पिछली कोशिश: {reason} अगली कोशिश लगभग {time} पर होगी।',
  'status.correctFields': 'कृपया निशान लगे फ़ील्ड ठीक करें, फिर दोबारा भेजें।',
  'status.thisSubmission': 'यह फ़ॉर्म',
  'status.confirmDiscard': '{noun} हटा दें? आपने जो लिखा है, वह इस डिवाइस से मिट जाएगा और भेजा नहीं जाएगा।',
  'status.retryNow': 'अभी फिर से भेजें',
  'status.discard': 'हटा दें',
  'draft.startOver': 'नए सिरे से शुरू करें',
};

export default messages;
