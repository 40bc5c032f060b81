import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// The payment status page in Hindi: everyday Hindi, with the English words people use
// themselves (payment, session, booking, e-mail).

const messages: Translation<typeof english> = {
  'meta.title': 'पेमेंट की स्थिति',
  'meta.description': 'आपके पेमेंट का नतीजा।',
  loading: 'पेमेंट की स्थिति लोड हो रही है',
  leave: 'पेमेंट अभी चल रहा है। क्या आप सच में यह पेज छोड़ना चाहते हैं?',

  'heading.PAYMENT_SUCCESS': 'धन्यवाद',
  'heading.PAYMENT_PENDING': 'पेमेंट हो रहा है',
  'heading.PAYMENT_ERROR': 'पेमेंट नहीं हो सका',
  'heading.PAYMENT_DECLINED': 'पेमेंट अस्वीकार हुआ',
  'heading.PAYMENT_CANCELLED': 'पेमेंट रद्द हुआ',
  'heading.TRANSACTION_NOT_FOUND': 'पेमेंट पूरा नहीं हुआ',

  'details.amount': 'रक़म',
  'details.for': 'किसके लिए',
  'details.transaction': 'ट्रांज़ैक्शन ID',
  contact: 'सपोर्ट से संपर्क करें',
  home: 'होम पेज पर जाएँ',

  received: 'आपका पेमेंट सफलतापूर्वक मिल गया है',
  unconfirmed:
    'पेमेंट शुरू होने के बाद जिस चीज़ के लिए यह पेमेंट था, वह बदल गई, इसलिए इससे अभी कुछ भी पक्का नहीं हुआ है। हमारी टीम को इसकी जानकारी दे दी गई है और वह ईमेल या फ़ोन पर आपसे संपर्क करके आपका सेशन तय करेगी या यह पेमेंट वापस करेगी।',
  'success.test': 'यह स्टाफ़ का टेस्ट पेमेंट था: कुछ भी बुक नहीं हुआ और कोई ईमेल नहीं भेजा गया।',
  'success.workshop': 'आपका टिकट आपके ईमेल पर भेजा जा रहा है।',
  'success.session': 'आपके सेशन की जानकारी, वीडियो लिंक और कैलेंडर इनवाइट आपके ईमेल पर भेजे जा रहे हैं।',
  'pending.over':
    'आपके बैंक ने अभी तक पेमेंट की पुष्टि नहीं की है। अगर पैसे कट गए हैं, तो पेमेंट अपने-आप पक्का हो जाएगा या पैसे वापस आ जाएँगे; कोई सवाल हो तो हमसे संपर्क करें।',
  'pending.polling': 'आपका पेमेंट प्रोसेस हो रहा है। कृपया यह पेज खुला रखें: यह अपने-आप अपडेट होता है।',
  'error.lead': 'हम आपका पेमेंट पूरा नहीं कर सके। आम तौर पर इसकी वजहें ये होती हैं:',
  'error.reason.funds': 'खाते में पर्याप्त पैसे नहीं',
  'error.reason.card': 'कार्ड की ग़लत जानकारी',
  'error.reason.declined': 'आपके बैंक ने ट्रांज़ैक्शन अस्वीकार कर दिया',
  'error.reason.network': 'नेटवर्क या इंटरनेट की दिक़्क़त',
  'error.next': 'पेमेंट सफल होने तक कोई सेशन पक्का नहीं होता। आप अपनी बुकिंग से फिर से कोशिश कर सकते हैं, या हमसे संपर्क करें।',
  cancelled: 'आपने पेमेंट रद्द कर दिया। कोई पैसा नहीं कटा।',
  declined: 'आपके बैंक ने पेमेंट अस्वीकार कर दिया। कृपया पेमेंट का कोई और तरीक़ा आज़माएँ, या अपने बैंक से संपर्क करें।',
  notFound:
    'हमें यह पेमेंट नहीं मिला। अगर आपके खाते से पैसे कट गए हैं, तो कृपया ट्रांज़ैक्शन की जानकारी के साथ हमसे {phone} पर संपर्क करें।',
};

export default messages;
