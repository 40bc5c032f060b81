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
};

export default messages;
