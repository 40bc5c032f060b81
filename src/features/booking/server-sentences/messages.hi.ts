import type { Translation } from '../../../i18n/catalogue';
import type english from './messages.en';

// The server's sentences in Hindi (see messages.en.ts).

const messages: Translation<typeof english> = {
  paymentUnderWay:
    'इस सेशन का एक पेमेंट पहले से चल रहा है, इसलिए अभी सेशन बदला नहीं जा सकता। अगर आपने पेमेंट नहीं किया है, तो आप अपने चुने हुए सेशन के साथ फिर से शुरू कर सकते हैं: तब पहले वाला पेमेंट इस्तेमाल नहीं होगा।',
  noDate: 'ख़ाली समय देखने के लिए पहले तारीख़ चुनें',
  invalidDate: 'कृपया सही तारीख़ चुनें।',
  pastDate: 'बीती हुई तारीख़ों पर बुकिंग नहीं हो सकती। कृपया आज या आगे की कोई तारीख़ चुनें।',
  todayClosed: 'रात 8:30 के बाद आज का कोई समय ख़ाली नहीं है। कृपया कल की तारीख़ चुनें।',
  todayTooSoon:
    'बुकिंग कम से कम 3 घंटे पहले करनी होती है, इसलिए आज कोई समय ख़ाली नहीं है। कृपया कल की तारीख़ चुनें।',
  noneLeft: 'चुनी हुई तारीख़ पर कोई समय ख़ाली नहीं है।',
};

export default messages;
