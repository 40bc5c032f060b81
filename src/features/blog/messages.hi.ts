import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// The blog pages in Hindi: everyday Hindi as it is spoken in North India, with the English
// words people use themselves (ब्लॉग, पोस्ट, एंग्ज़ायटी, सेल्फ़-असेसमेंट). The posts stay in
// English as staff wrote them, so the list and a post say so.

const messages: Translation<typeof english> = {
  'meta.title': 'मन की सेहत, आगे बढ़ने और संभलने की बातें | {product} ब्लॉग',
  'meta.description': 'तनाव, एंग्ज़ायटी, डिप्रेशन, रिश्तों और रोज़मर्रा की मानसिक सेहत पर सरल और अपनेपन से लिखे लेख।',

  'banner.eyebrow': 'हमारा ब्लॉग',
  'banner.title': 'मन की सेहत, आगे बढ़ने और संभलने की बातें।',
  'banner.lead': 'तनाव, एंग्ज़ायटी, रिश्तों और रोज़मर्रा की मानसिक सेहत पर सरल और काम के लेख। ये लेख फ़िलहाल अंग्रेज़ी में हैं।',

  'list.heading': 'सभी ब्लॉग पोस्ट',
  'list.loading': 'ब्लॉग पोस्ट लोड हो रही हैं...',
  'list.failed': 'ब्लॉग पोस्ट लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'list.none': 'अभी कोई ब्लॉग पोस्ट उपलब्ध नहीं है।',
  retry: 'फिर से कोशिश करें',

  'sidebar.label': 'और भी पढ़ें',
  'recent.heading': 'नए ब्लॉग',
  'recent.loading': 'ब्लॉग लोड हो रहे हैं...',
  'recent.none': 'अभी कोई नया ब्लॉग नहीं है',
  'tile.title': 'सेल्फ़-असेसमेंट टेस्ट',
  'tile.text': 'उदासी, एंग्ज़ायटी और कुल मिलाकर सेहत के लिए फ़्री और प्राइवेट सेल्फ़-असेसमेंट।',
  'community.heading': 'हमारी कम्युनिटी से जुड़ें',
  'community.newTab': '(नए टैब में खुलेगा)',

  'card.tags': 'टैग',
  'card.published': 'प्रकाशित: ',

  'post.back': 'सभी ब्लॉग पर वापस जाएँ',
  'post.metaTitle': '{title} | {product} ब्लॉग',
  'post.categories': 'कैटेगरी',
  'post.by': 'लेखक: {author}',
  'post.englishOnly': 'यह लेख फ़िलहाल सिर्फ़ अंग्रेज़ी में उपलब्ध है।',
  'post.related': 'इससे जुड़ी पोस्ट',
  'post.loading': 'ब्लॉग पोस्ट लोड हो रही है...',
  'post.failed': 'ब्लॉग पोस्ट लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'missing.metaTitle': 'ब्लॉग पोस्ट नहीं मिली | {product}',
  'missing.metaDescription': 'यह ब्लॉग पोस्ट नहीं मिली।',
  'missing.title': 'ब्लॉग पोस्ट नहीं मिली',
  'missing.text': 'आप जो पोस्ट ढूँढ रहे हैं, वह मौजूद नहीं है या हटा दी गई है।',
  'missing.browse': 'सभी ब्लॉग देखें',
};

export default messages;
