import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// The FAQ and not-found pages in Hindi: everyday Hindi as it is spoken in North India, with the
// English words people use themselves (session, online, e-mail, self-assessment).

const messages: Translation<typeof english> = {
  'faqs.meta.title': 'अक्सर पूछे जाने वाले सवाल | {product}',
  'faqs.meta.description': 'ऑनलाइन थेरेपी सेशन, प्राइवेसी, पेमेंट, सेशन का समय बदलने और हमारे सेल्फ़-असेसमेंट के बारे में जवाब।',
  'faqs.title': 'अक्सर पूछे जाने वाले सवाल',
  'faqs.intro':
    'ऑनलाइन सेशन, प्राइवेसी, पेमेंट, सेशन का समय बदलने और हमारे फ़्री सेल्फ़-असेसमेंट के बारे में जवाब। जवाब पढ़ने के लिए किसी सवाल पर टैप करें।',
  'faqs.more.title': 'अब भी कोई सवाल है?',
  'faqs.more.text': 'हमें {phone} पर कॉल करें, {email} पर लिखें, या {message}। हम हर मैसेज का जवाब ख़ुद देते हैं।',
  'faqs.more.message': 'हमें मैसेज भेजें',

  'notFound.meta.title': 'पेज नहीं मिला | {product}',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.text':
    'आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई ग़लती हो। फिर भी आप सही जगह पर हैं, और मदद बस एक क्लिक दूर है।',
  'notFound.home': 'होम पेज पर लौटें',
};

export default messages;
