import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// The home page in Hindi: everyday Hindi as it is spoken in North India, with the English
// words people use themselves (therapy, session, online, expert, counsellor).

const messages: Translation<typeof english> = {
  'meta.title': '{product} | भारत में ऑनलाइन काउंसलिंग और थेरेपी',
  'meta.description':
    'क्वालिफ़ाइड काउंसलर और थेरेपिस्ट से ऑनलाइन बात करें। अकेले, कपल या फ़ैमिली के लिए सेशन रुपयों में बुक करें, फ़्री सेल्फ़-असेसमेंट करें और मानसिक सेहत पर काम की बातें पढ़ें।',
  'meta.keywords':
    'ऑनलाइन काउंसलिंग, ऑनलाइन थेरेपी, हिंदी में थेरेपी, मानसिक स्वास्थ्य, एंग्ज़ायटी, डिप्रेशन, कपल थेरेपी, फ़ैमिली थेरेपी, फ़्री सेल्फ़-असेसमेंट',

  headline: 'बात करने, संभलने और आगे बढ़ने की एक सुरक्षित जगह, क्योंकि आप इसके हक़दार हैं!',
  lead: 'किसी क्वालिफ़ाइड काउंसलर से अकेले में बात करें, ऑनलाइन, अपनी भाषा में, अपने हिसाब के समय पर।',
  'card.individual.title': 'इंडिविजुअल थेरेपी',
  'card.individual.text': 'वन-ऑन-वन सेशन, बस आप और आपके एक्सपर्ट।',
  'card.couple.title': 'कपल थेरेपी',
  'card.couple.text': 'एक-दूसरे को समझें और फिर से क़रीब आएँ।',
  'card.family.title': 'फ़ैमिली और फ़्रेंड्स थेरेपी',
  'card.family.text': 'जो लोग आपके लिए मायने रखते हैं, उनके साथ मिलकर संभलें।',

  'counters.title': 'अब तक हमारा परिवार',
  'counters.clients': 'संतुष्ट क्लाइंट',
  'counters.sessions': 'बुक हुए सेशन',
  'counters.experts': 'उपलब्ध एक्सपर्ट',
};

export default messages;
