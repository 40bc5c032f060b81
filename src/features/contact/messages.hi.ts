import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// The contact page in Hindi: everyday Hindi as it is spoken in North India, with the English
// words people use themselves (मैसेज, ई-मेल, चैट).

const messages: Translation<typeof english> = {
  'meta.title': '{product} से संपर्क करें',
  'meta.description': 'कॉल करें, लिखें या हमें मैसेज भेजें। हम हर मैसेज का जवाब ख़ुद देते हैं।',

  'banner.eyebrow': 'संपर्क करें',
  'banner.title': 'हम आपकी बात सुनने के लिए यहाँ हैं',
  'banner.lead': 'कॉल करें, लिखें या हमें मैसेज भेजें। हमारी टीम का कोई व्यक्ति हर मैसेज पढ़ता है और ख़ुद जवाब देता है।',

  'details.title': 'हमसे बात करें',
  'details.phone': 'फ़ोन',
  'details.email': 'ई-मेल',
  'details.chat': 'चैट',
  'details.chatLink': 'हमसे चैट करें',
  'details.crisis':
    'संकट में हैं या ख़ुद को नुक़सान पहुँचाने का ख़याल आ रहा है? अभी Tele-MANAS {teleManas} (मुफ़्त, 24x7) या इमरजेंसी नंबर {emergency} पर कॉल करें।',

  'form.title': 'हमें मैसेज भेजें',
  'form.loading': 'लोड हो रहा है…',
  'form.fullName': 'पूरा नाम',
  'form.email': 'ई-मेल',
  'form.phoneNumber': 'फ़ोन नंबर',
  'form.phoneHint': '10 अंक, +91 या 0 के बिना',
  'form.subject': 'विषय',
  'form.message': 'मैसेज',
  'form.send': 'मैसेज भेजें',
  'form.sendAgain': 'दोबारा भेजें',
  'form.privacy':
    'हम आपका नाम, ई-मेल, फ़ोन नंबर और मैसेज सिर्फ़ इसलिए माँगते हैं ताकि हमारी टीम आपको जवाब दे सके। ये किसी और के साथ शेयर नहीं किए जाते और न ही विज्ञापन के लिए इस्तेमाल होते हैं। हम तक पहुँचने तक आपका मैसेज सिर्फ़ इसी डिवाइस पर रहता है। {policy}।',
  'form.privacyLink': 'हमारी प्राइवेसी पॉलिसी पढ़ें',
  'form.noun': 'यह मैसेज',
  'form.notStored':
    'आपका मैसेज इस डिवाइस पर सेव नहीं हो सका, इसलिए भेजा नहीं गया है। आपने जो लिखा है, वह अभी भी यहीं है: कृपया फिर से कोशिश करें, या हमें सीधे कॉल करें या लिखें।',

  'draft.text': '{date} का एक मैसेज आपने अभी तक नहीं भेजा है।',
  'draft.continue': 'आगे लिखें',

  'sent.title': 'मैसेज भेज दिया गया!',
  'sent.text': 'हमें लिखने के लिए धन्यवाद। हमारी टीम का कोई व्यक्ति आपका मैसेज पढ़कर आपको ख़ुद जवाब देगा।',
  'sent.another': 'एक और मैसेज भेजें',
};

export default messages;
