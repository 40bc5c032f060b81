import type { Translation } from '../../../i18n/catalogue';
import type english from './messages.en';

// The home page in Hindi: everyday Hindi as it is spoken in North India, with the English
// words people use themselves (therapy, session, online, expert, counsellor).

const messages: Translation<typeof english> = {
  'how.title': 'यह कैसे काम करता है',
  'how.share.title': 'अपनी बात बताएँ',
  'how.share.text':
    'एक छोटे से, प्राइवेट फ़ॉर्म में बताइए कि आप किस दौर से गुज़र रहे हैं और आपको किस तरह की मदद चाहिए। न कोई जजमेंट, न मुश्किल शब्द।',
  'how.match.title': 'सही एक्सपर्ट, आसानी से',
  'how.match.text':
    'हम आपको ऐसे क्वालिफ़ाइड एक्सपर्ट से मिलाते हैं जो आपकी ज़रूरत, आपकी भाषा और आपकी पसंद के हिसाब से सही हों, और वह भी आपकी सुविधा के समय पर।',
  'how.support.title': 'गोपनीय, सिर्फ़ आपके लिए मदद',
  'how.support.text':
    'जहाँ आप ख़ुद को सुरक्षित महसूस करें, वहीं से एक प्राइवेट वीडियो लिंक पर मिलिए, और साथ मिलकर आपके लिए बने प्लान पर काम कीजिए।',

  'experts.title': 'हमारे एक्सपर्ट से मिलिए',

  'services.title': 'हमारी सेवाएँ',
  'services.start': 'शुरू करें !',
  'service.anxiety-stress.name': 'एंग्ज़ायटी और स्ट्रेस',
  'service.anxiety-stress.text': 'जब ज़िंदगी भारी लगे, तो भागते ख़यालों को शांत करना और पैरों तले मज़बूत ज़मीन पाना सीखें।',
  'service.depression.name': 'डिप्रेशन',
  'service.depression.text': 'भारी दिनों के लिए नरम और काम की मदद, उस रफ़्तार से जो आपको ठीक लगे।',
  'service.relationship-issues.name': 'रिश्तों की उलझनें',
  'service.relationship-issues.text': 'समझें कि बार-बार क्या गड़बड़ होता है, और ऐसे रिश्ते बनाएँ जिनमें ज़्यादा भरोसा और अपनापन हो।',
  'service.ocd.name': 'OCD',
  'service.ocd.text': 'बार-बार आने वाले ख़यालों और दोहराई जाने वाली आदतों की पकड़ ढीली करने के लिए रिसर्च पर आधारित मदद।',
  'service.bipolar-disorder.name': 'बाइपोलर डिसऑर्डर',
  'service.bipolar-disorder.text': 'अपने उतार-चढ़ाव को समझें और ऐसी दिनचर्या बनाएँ जो आपको ठीक रखे।',
  'service.psychosis.name': 'साइकोसिस',
  'service.psychosis.text': 'आपके इलाज के साथ-साथ, आपके और आपके परिवार के लिए शांत और बिना जजमेंट वाली मदद।',
  'service.grief-loss.name': 'दुख और किसी को खोना',
  'service.grief-loss.text': 'याद करने, दुख महसूस करने और धीरे-धीरे आगे का रास्ता ढूँढने के लिए धीरज भरी जगह।',
  'service.trauma.name': 'ट्रॉमा',
  'service.trauma.text': 'मुश्किल अनुभवों से सुरक्षित तरीक़े से उबरें, ऐसे एक्सपर्ट के साथ जो आपकी रफ़्तार से चलें।',
  'service.couple-therapy.name': 'कपल थेरेपी',
  'service.couple-therapy.text': 'साथ मिलकर बात करें, सुनें और भरोसा फिर से बनाएँ, ऐसे इंसान के साथ जो आप दोनों की तरफ़ हो।',
  'service.lgbtqia.name': 'LGBTQIA+',
  'service.lgbtqia.text': 'ऐसे एक्सपर्ट का साथ जो आपको और आपके प्यार को पूरे सम्मान के साथ अपनाते हैं।',
  'service.adhd-teenage.name': 'ADHD और टीनएज की परेशानियाँ',
  'service.adhd-teenage.text': 'ध्यान लगाने, स्कूल के दबाव और बड़े होने की उलझनों में बच्चों और उनके माता-पिता की मदद।',
  'service.sexual-issues.name': 'सेक्स से जुड़ी परेशानियाँ',
  'service.sexual-issues.text': 'नज़दीकी और सेक्शुअल सेहत पर प्राइवेट और सम्मान भरी बातचीत, बिना किसी शर्म के।',

  'why.title': '{product} ही क्यों चुनें?',
  'why.label': '{product} ही क्यों चुनें',
  'why.experts.title': 'क्वालिफ़ाइड और परवाह करने वाले एक्सपर्ट',
  'why.experts.text': 'हर सेशन किसी क्वालिफ़ाइड साइकोलॉजिस्ट या काउंसलर के साथ होता है, जो पहले आपकी पूरी बात सुनते हैं और कभी जल्दबाज़ी नहीं करते।',
  'why.private.title': 'प्राइवेट और सुरक्षित',
  'why.private.text': 'सेशन एक प्राइवेट वीडियो लिंक पर होते हैं। आप जो बताते हैं, वह गोपनीय रहता है, और आपका डेटा कभी बेचा नहीं जाता।',
  'why.flexible.title': 'किफ़ायती और आपकी सुविधा से',
  'why.flexible.text': 'रुपयों में साफ़-साफ़ दाम, सुबह से देर शाम तक सेशन, उस भाषा में जिसमें आप सबसे सहज हों।',

  'stories.title': '{product} की कहानियाँ',
  'stories.label': 'क्लाइंट की कहानियाँ',
  'stories.from': '{name} की कहानी',
  'stories.who': '{name}, {city}',
  'stories.note': 'सिर्फ़ पहले नाम; प्राइवेसी के लिए बाक़ी बातें बदल दी गई हैं।',
  'story.priya.quote':
    'कई महीनों से मुझे एंग्ज़ायटी थी और समझ नहीं आता था कि किससे कहूँ। कुछ सेशन के बाद आख़िरकार मैं रात भर सो पाती हूँ, और बुरे दिनों के लिए मेरे पास तरीक़े हैं।',
  'story.priya.name': 'प्रिया',
  'story.priya.city': 'पुणे',
  'story.arjun.quote':
    'काम के स्ट्रेस ने मेरी पूरी ज़िंदगी पर क़ब्ज़ा कर लिया था। मेरे काउंसलर ने मुझे बिना गिल्ट के अपनी हदें तय करना सिखाया। ऑफ़िस के बाद फ़ोन से बुकिंग हो जाती थी, तो सेशन जारी रखना आसान रहा।',
  'story.arjun.name': 'अर्जुन',
  'story.arjun.city': 'बेंगलुरु',
  'story.meera-karthik.quote':
    'हम बार-बार उन्हीं बातों पर झगड़ते थे। कपल सेशन में हमने सच में एक-दूसरे की बात सुनना सीखा। अब घर में ज़्यादा सुकून है।',
  'story.meera-karthik.name': 'मीरा और कार्तिक',
  'story.meera-karthik.city': 'चेन्नई',
  'story.farhan.quote':
    'अब्बू के जाने के बाद मैं जैसे अटक गया था। इतने धीरज वाले इंसान से हिंदी में बात करके मैं ठीक से शोक मना पाया। शुक्र है कि मैंने मदद माँगी।',
  'story.farhan.name': 'फ़रहान',
  'story.farhan.city': 'लखनऊ',
  'story.ananya.quote':
    'मैंने फ़्री सेल्फ़-असेसमेंट बस यूँ ही, जिज्ञासा में किया था। उसी ने मुझे किसी से बात करने के लिए प्रेरित किया, और वह इस साल का मेरा सबसे अच्छा फ़ैसला था।',
  'story.ananya.name': 'अनन्या',
  'story.ananya.city': 'कोलकाता',

  'faq.title': 'अक्सर पूछे जाने वाले सवाल',
  'faq.more': 'और सवाल',
};

export default messages;
