import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

const messages: Translation<typeof english> = {
  'carousel.label': 'हमारे एक्सपर्ट',
  'carousel.previous': 'पिछले एक्सपर्ट',
  'carousel.next': 'अगले एक्सपर्ट',
  'carousel.loading': 'एक्सपर्ट की लिस्ट आ रही है...',
  'carousel.failed': 'एक्सपर्ट की लिस्ट नहीं आ पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'carousel.retry': 'फिर से कोशिश करें',
  'carousel.none': 'अभी कोई एक्सपर्ट उपलब्ध नहीं है। कृपया कुछ समय बाद फिर देखें।',
  'card.expertise': 'किन बातों में माहिर हैं: ',
  'card.languages': 'भाषाएँ: {languages}',

  'detail.back': 'होम पेज पर वापस जाएँ',
  'detail.metaTitle': '{name}, {position} | {product}',
  'detail.metaDescription': '{name}, {product} में {position}। विशेषज्ञता: {expertise}। अनुभव: {experience}।',
  'detail.photo': '{name} की फ़ोटो',
  'detail.languages': 'भाषाएँ',
  'detail.concerns': 'इन बातों में मदद करते हैं',
  'detail.sessions': 'सेशन',
  'detail.certifications': 'सर्टिफ़िकेशन',
  'detail.expertise': 'विशेषज्ञता',
  'detail.experience': 'अनुभव',
  'detail.book': 'सेशन बुक करें',
  'detail.loading': 'एक्सपर्ट की जानकारी आ रही है...',
  'detail.failed': 'एक्सपर्ट की जानकारी नहीं आ पाई।',
  'detail.retry': 'फिर से कोशिश करें',
  'missing.metaTitle': 'एक्सपर्ट नहीं मिले | {product}',
  'missing.metaDescription': 'ये एक्सपर्ट नहीं मिले।',
  'missing.title': 'एक्सपर्ट नहीं मिले',
  'missing.text': 'आप जिन एक्सपर्ट को ढूँढ रहे हैं, उनकी प्रोफ़ाइल मौजूद नहीं है या हटा दी गई है।',
};

export default messages;
