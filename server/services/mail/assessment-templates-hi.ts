import type { AssessmentMailWords } from './templates';

// The visitor's self-assessment report mail in Hindi (templates.ts `assessmentResult`): the
// same parts as the English one, in everyday Hindi. The test's own words (title, band,
// interpretation, screening note) come from src/domain/assessments/words.hi.ts.

export const ASSESSMENT_MAIL_HI: AssessmentMailWords = {
  subject: (product) => `${product} से आपकी सेल्फ़-असेसमेंट रिपोर्ट`,
  heading: (title) => `आपकी ${title} रिपोर्ट`,
  scoreLabel: 'आपका स्कोर',
  score: (score, max) => `${max} में से ${score}`,
  resultLabel: 'नतीजा',
  greeting: (name) => `नमस्ते ${name},`,
  thanks: (title, product) => `${product} पर ${title} देने के लिए शुक्रिया। यह रही आपकी पूरी रिपोर्ट।`,
  meaningTitle: 'इसका क्या मतलब है',
  nextStepsTitle: 'आगे क्या करें',
  nextSteps:
    'आपका नतीजा जो भी हो, किसी काउंसलर से खुलकर बात करना मदद कर सकता है। आप अपनी सुविधा के समय पर हमारे किसी एक्सपर्ट के साथ एक प्राइवेट ऑनलाइन सेशन बुक कर सकते हैं।',
  bookASession: 'सेशन बुक करें',
  safetyNote:
    'आपने यह भी बताया कि आपके मन में ख़ुद को नुक़सान पहुँचाने या यहाँ न होने के ख़याल आए हैं। आपका स्कोर जो भी हो, यह बात मायने रखती है: कृपया आज ही किसी भरोसेमंद इंसान से बात करें, या ऊपर दी गई किसी फ़्री लाइन पर फ़ोन करें।',
  closing: 'अगर इस रिपोर्ट की कोई बात आपको परेशान करे, तो इस ई-मेल का जवाब दीजिए; हमारी टीम का कोई व्यक्ति आपसे संपर्क करेगा।',
  crisis: {
    heading: 'ज़रूरत हो तो अभी मदद लीजिए',
    text: 'अगर आपके मन में ख़ुद को नुक़सान पहुँचाने या अपनी जान लेने के ख़याल आ रहे हैं, या आप असुरक्षित महसूस कर रहे हैं, तो कृपया अभी इनमें से किसी नंबर पर फ़ोन करें। आपको इससे अकेले नहीं गुज़रना है।',
    teleManasNote: 'टोल-फ़्री, 24x7, कई भारतीय भाषाओं में',
    emergencyName: 'इमरजेंसी',
    emergencyNote: 'पुलिस, एम्बुलेंस या फ़ायर ब्रिगेड, किसी भी समय',
  },
};
