import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// The workshop page in Hindi: everyday Hindi as it is spoken in North India, with the English
// words people use themselves (वर्कशॉप, आर्ट थेरेपी, पास, बुकिंग, पेमेंट).

const messages: Translation<typeof english> = {
  'meta.title': 'आर्ट थेरेपी वर्कशॉप | {product}',
  'meta.description': 'इंदौर में आमने-सामने की आर्ट थेरेपी वर्कशॉप। रजिस्टर करें और सिंगल या कपल पास चुनें।',

  'hero.title': 'आर्ट थेरेपी वर्कशॉप',
  'hero.when': '{date}, {start} – {end} (IST)',
  'hero.loadFailed': 'वर्कशॉप की जानकारी लोड नहीं हो सकी। कृपया अपना कनेक्शन देखें और पेज फिर से लोड करें।',
  'hero.loading': 'लोड हो रहा है…',

  'contact.title': 'हमसे संपर्क करें',
  'contact.call': '{phone} पर कॉल करें',
  'contact.email': '{email} पर ई-मेल करें',
  'contact.chat': 'हमसे चैट करें',

  'form.title': 'रजिस्टर करें',
  'form.name': 'नाम',
  'form.phone': 'फ़ोन',
  'form.email': 'ई-मेल',
  'form.noun': 'यह रजिस्ट्रेशन',
  'form.privacy':
    'इस वर्कशॉप के लिए आपका रजिस्ट्रेशन करने और आपका टिकट भेजने के लिए हम आपका नाम, फ़ोन और ई-मेल लेते हैं। हम तक पहुँचने तक आपका रजिस्ट्रेशन सिर्फ़ इसी डिवाइस पर रहता है। हमारी {policy} देखें।',
  'form.privacyLink': 'प्राइवेसी पॉलिसी',
  'form.register': 'रजिस्टर करें',
  'form.registerAgain': 'दोबारा रजिस्टर करें',
  'form.notStored':
    'आपका रजिस्ट्रेशन इस डिवाइस पर सेव नहीं हो सका, इसलिए भेजा नहीं गया है। आपने जो लिखा है, वह अभी भी यहीं है: कृपया फिर से कोशिश करें, या हमें सीधे कॉल करें या लिखें।',
  closed: 'इस इवेंट के लिए रजिस्ट्रेशन बंद हो चुका है।',

  'pass.registered': 'रजिस्ट्रेशन हो गया!',
  'pass.thanks': 'धन्यवाद। आपका रजिस्ट्रेशन नंबर {id} है। बुकिंग पूरी करने के लिए अपना पास चुनें।',
  'pass.thanksNamed': 'धन्यवाद, {name}। आपका रजिस्ट्रेशन नंबर {id} है। बुकिंग पूरी करने के लिए अपना पास चुनें।',
  'pass.choose': 'अपना पास चुनें',
  'pass.option': '{label} — {price}',
  'pass.workshop-single': 'सिंगल पास',
  'pass.workshop-couple': 'कपल पास',
  'pass.pay': 'पेमेंट करें',
  'pass.processing': 'प्रोसेस हो रहा है…',
  'pass.someoneElse': 'किसी और का रजिस्ट्रेशन करें',
};

export default messages;
