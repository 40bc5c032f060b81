import type { Translation } from '../../../i18n/catalogue';
import type english from './messages.en';

const messages: Translation<typeof english> = {
  'history.link': 'इस डिवाइस पर आपके पिछले नतीजे',
  'privacy.title': 'इस डिवाइस पर क्या रहता है',
  'privacy.text':
    'आपके सेल्फ़-असेसमेंट के जवाब और नतीजे, फ़ॉर्म में भेजने से पहले लिखी गई बातें, और जो कुछ कनेक्शन मिलने पर भेजा जाना है, वह सब सिर्फ़ इसी ब्राउज़र में, इसी डिवाइस पर रहता है। जब तक आप फ़ॉर्म नहीं भेजते या रिपोर्ट नहीं माँगते, हम इनमें से कुछ नहीं देखते। यह सब आप देख सकते हैं, और एक ही बार में मिटा सकते हैं, इस पेज पर: {link}।',
  'privacy.link': 'इस डिवाइस पर मेरा डेटा',
};

export default messages;
