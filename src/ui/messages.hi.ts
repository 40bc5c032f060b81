import type { Translation } from '../i18n/catalogue';
import type english from './messages.en';

// The public layout in Hindi: everyday Hindi as it is spoken in North India, with the English
// words people use themselves (therapy, session, online, cookie, app).

const messages: Translation<typeof english> = {
  'frame.skip': 'सीधे मुख्य हिस्से पर जाएँ',
  'frame.loading': 'लोड हो रहा है…',

  'nav.homeOf': ', होम',
  'nav.getHelp': 'अभी मदद लें',
  'nav.menu': 'मेन्यू',
  'nav.label': 'मुख्य',
  'nav.home': 'होम',
  'nav.book': 'सेशन बुक करें',
  'nav.contact': 'संपर्क',
  'nav.blogs': 'ब्लॉग',
  'nav.about': 'हमारे बारे में',
  'nav.assessment': 'फ़्री सेल्फ़-असेसमेंट करें',

  'footer.newTab': ' (नए टैब में खुलेगा)',
  'footer.crisisTitle': 'अभी मदद लें',
  'footer.crisisText':
    'अगर आप ख़तरे में हैं या अपनी जान लेने के बारे में सोच रहे हैं, तो कृपया अभी फ़ोन करें। आपको यह सब अकेले नहीं झेलना है। {product} कोई इमरजेंसी सेवा नहीं है।',
  'footer.teleManasNote': 'टोल-फ़्री, 24x7, कई भारतीय भाषाओं में',
  'footer.emergency': 'इमरजेंसी',
  'footer.emergencyNote': 'पुलिस, एम्बुलेंस या फ़ायर, कभी भी',
  'footer.services': 'सेवाएँ',
  'footer.individual': 'इंडिविजुअल थेरेपी',
  'footer.couple': 'कपल थेरेपी',
  'footer.family': 'फ़ैमिली और फ़्रेंड्स थेरेपी',
  'footer.assessment': 'फ़्री सेल्फ़-असेसमेंट',
  'footer.resources': 'जानकारी',
  'footer.blogs': 'ब्लॉग',
  'footer.faqs': 'अक्सर पूछे जाने वाले सवाल',
  'footer.aboutUs': 'हमारे बारे में',
  'footer.workshop': 'आर्ट थेरेपी वर्कशॉप',
  'footer.contactUs': 'हमसे संपर्क करें',
  'footer.call': 'फ़ोन करें ',
  'footer.email': 'ई-मेल करें ',
  'footer.chat': 'हमसे चैट करें',
  'footer.follow': 'हमें फ़ॉलो करें',
  'footer.others': 'और',
  'footer.terms': 'नियम और शर्तें',
  'footer.privacy': 'कुकी और प्राइवेसी',
  'footer.myData': 'इस डिवाइस पर मेरा डेटा',
  'footer.cookieSettings': 'कुकी सेटिंग',
  'footer.rights': '© {year} {product}. सर्वाधिकार सुरक्षित।',

  'cookies.title': '{product} पर कुकी',
  'cookies.text':
    'साइट ठीक से चलती रहे, इसके लिए हम ज़रूरी कुकी इस्तेमाल करते हैं। आपकी इजाज़त हो तो हम अपने विज्ञापनों को मापने के लिए एक ऐड कुकी भी इस्तेमाल करेंगे; उस तक आपके जवाब, आपकी बुकिंग या सेहत से जुड़ी कोई भी जानकारी कभी नहीं पहुँचती।',
  'cookies.policy': 'हमारी कुकी पॉलिसी पढ़ें',
  'cookies.currentAccepted': 'आपकी अभी की पसंद: मंज़ूर।',
  'cookies.currentRejected': 'आपकी अभी की पसंद: नामंज़ूर।',
  'cookies.currentAcceptedOn': 'आपकी अभी की पसंद: {date} को मंज़ूर।',
  'cookies.currentRejectedOn': 'आपकी अभी की पसंद: {date} को नामंज़ूर।',
  'cookies.accept': 'मंज़ूर करें',
  'cookies.reject': 'मना करें',

  'offline.message':
    'आप अभी ऑफ़लाइन हैं। आप साइट इस्तेमाल करते रहिए; आप जो भी भेजेंगे, वह इंटरनेट वापस आते ही चला जाएगा।',
  'offline.read': 'लगता है आप ऑफ़लाइन हैं। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',

  'update.message': 'नया वर्ज़न तैयार है। आपने जो भी लिखा है, वह इसी डिवाइस पर सेव है।',
  'update.now': 'अभी अपडेट करें',
  'update.later': 'बाद में',

  'install.label': 'ऐप इंस्टॉल करें',
  'install.text': '{product} को अपनी होम स्क्रीन पर जोड़ें: यह ऐप की तरह खुलता है और बिना इंटरनेट के भी चलता है।',
  'install.button': 'ऐप इंस्टॉल करें',
  'install.notNow': 'अभी नहीं',

  'slider.slide': 'स्लाइड {number}',
  'slider.slideOf': '{total} में से {number}',
  'slider.start': 'स्लाइड अपने-आप चलने दें',
  'slider.stop': 'स्लाइड अपने-आप चलना रोकें',
  'slider.previous': 'पिछली स्लाइड',
  'slider.next': 'अगली स्लाइड',

  'waiting.needsAttention': { one: '{count} पर ध्यान देना है', other: '{count} पर ध्यान देना है' },
  'waiting.toSend': '{count} भेजना बाक़ी',
  'waiting.title': 'हम तक पहुँचने तक इस डिवाइस पर सेव है',
};

export default messages;
