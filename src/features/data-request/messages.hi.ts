import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

const messages: Translation<typeof english> = {
  'meta.title': 'आपके डेटा की request | {product}',
  'meta.description': 'अपने डेटा की कॉपी या उसे मिटाने की request पक्की करें।',
  title: 'अपनी request पक्की करें',
  intro: 'आपने हमसे अपने ई-मेल पते से जुड़े डेटा की कॉपी माँगी है, या उसे मिटाने को कहा है। जब तक आप पक्का नहीं करते, कुछ नहीं होगा।',
  eraseNote:
    'अगर आपने डेटा मिटाने को कहा है: आपके फ़ॉर्म और रिपोर्ट मिटा दिए जाएँगे, आगे के session हमारे cancellation नियमों के हिसाब से cancel होंगे, और आपके payment में सिर्फ़ वही रहेगा जो कानून के हिसाब से हमारे हिसाब-किताब के लिए ज़रूरी है (रकम, तारीख़ और transaction ID)। इसे वापस नहीं किया जा सकता।',
  confirm: 'पक्का करें',
  confirming: 'पक्का कर रहे हैं...',
  'copy.title': 'आपका डेटा तैयार है',
  'copy.body': '{email} से जुड़ा जो भी डेटा हमारे पास है, वह सब इस JSON फ़ाइल में है। यह लिंक अब इस्तेमाल हो चुका है: नई कॉपी के लिए दोबारा request करें।',
  'copy.download': 'मेरा डेटा डाउनलोड करें',
  'erase.title': 'आपका डेटा मिटा दिया गया है',
  'erase.submissions': { one: '{count} फ़ॉर्म या रिपोर्ट मिटाई गई।', other: '{count} फ़ॉर्म और रिपोर्ट मिटाई गईं।' },
  'erase.sessions': { one: 'आगे का {count} session cancel किया गया।', other: 'आगे के {count} session cancel किए गए।' },
  'erase.payments': {
    one: '{count} payment हमारे हिसाब-किताब के लिए रखा गया है, आपके नाम, ई-मेल या फ़ोन के बिना।',
    other: '{count} payment हमारे हिसाब-किताब के लिए रखे गए हैं, आपके नाम, ई-मेल या फ़ोन के बिना।',
  },
  'erase.done': 'हमने बस इतना दर्ज किया है कि डेटा मिटाया गया, आपके बारे में कुछ भी नहीं।',
  'error.used': 'यह लिंक पहले ही इस्तेमाल हो चुका है।',
  'error.expired': 'इस लिंक की समय-सीमा ख़त्म हो गई है। कृपया दोबारा request करें।',
  'error.invalid': 'यह लिंक सही नहीं है। देख लें कि आपने ई-मेल से पूरा लिंक खोला है।',
  'error.offline': 'हमारे server तक नहीं पहुँच पाए। अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
  'error.failed': 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  privacy: 'हमारी प्राइवेसी पॉलिसी पढ़ें',
  myData: 'इस डिवाइस पर आपका डेटा, और नई रिक्वेस्ट',
};

export default messages;
