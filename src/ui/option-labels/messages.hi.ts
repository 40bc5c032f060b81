import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

// The wizards' options in Hindi. Only what is shown changes: the record keeps the English value.

const labels: Translation<typeof english> = {
  Student: 'स्टूडेंट',
  Professional: 'नौकरीपेशा',
  'Self-employed': 'अपना काम / बिज़नेस',
  Homemaker: 'गृहिणी / होममेकर',
  Retired: 'रिटायर्ड',
  Unemployed: 'फ़िलहाल काम नहीं कर रहे',
  Other: 'अन्य',

  Male: 'पुरुष',
  Female: 'महिला',
  'Prefer not to say': 'नहीं बताना चाहते',
  'No preference': 'कोई भी चलेगा',
  Yes: 'हाँ',
  No: 'नहीं',

  'Stress and anxiety': 'तनाव और एंग्ज़ायटी',
  Depression: 'डिप्रेशन',
  'Relationship issues': 'रिश्तों की परेशानियाँ',
  'Work-life balance': 'काम और ज़िंदगी का संतुलन',
  'Grief and loss': 'दुख और किसी को खोना',
  'Trauma/PTSD': 'ट्रॉमा / PTSD',

  'Work-related stress': 'काम का तनाव',
  'Family issues': 'परिवार की परेशानियाँ',
  'Academic pressure': 'पढ़ाई का दबाव',
  'Financial concerns': 'पैसों की चिंता',
  'Health issues': 'सेहत की परेशानियाँ',
  'Personal loss': 'निजी नुक़सान',
  'Relationship difficulties': 'रिश्तों में मुश्किलें',
  'Identity/self-esteem issues': 'पहचान / आत्मसम्मान से जुड़ी बातें',
  'Past trauma': 'पुराना ट्रॉमा',

  Instagram: 'Instagram',
  Facebook: 'Facebook',
  Twitter: 'Twitter',
  LinkedIn: 'LinkedIn',
  'Google Search': 'Google सर्च',
  YouTube: 'YouTube',
  'Friend/Family': 'दोस्त / परिवार',
  'Healthcare provider': 'डॉक्टर या हेल्थकेयर प्रोवाइडर',
  'Referred by someone': 'किसी ने बताया',
  'Instagram ad': 'Instagram विज्ञापन',
  'Facebook ad': 'Facebook विज्ञापन',
  'Instagram post/reel': 'Instagram पोस्ट / रील',
  'Facebook post': 'Facebook पोस्ट',
  'Word of mouth': 'लोगों से सुना',
  'Google search': 'Google सर्च',

  English: 'अंग्रेज़ी',
  Hindi: 'हिंदी',
  Kannada: 'कन्नड़',
  Tamil: 'तमिल',
  Telugu: 'तेलुगु',
  Bengali: 'बांग्ला',
  Marathi: 'मराठी',

  Married: 'शादीशुदा',
  Engaged: 'सगाई हो चुकी है',
  Dating: 'डेटिंग',

  'Communication issues': 'बातचीत में दिक़्क़त',
  'Trust issues': 'भरोसे की कमी',
  Infidelity: 'बेवफ़ाई',
  'Parenting conflicts': 'बच्चों की परवरिश पर मतभेद',
  'Financial conflicts': 'पैसों को लेकर झगड़े',
  'Intimacy problems': 'नज़दीकी में दिक़्क़त',
  'Different life goals': 'ज़िंदगी के अलग-अलग लक्ष्य',
  'Recurring arguments': 'बार-बार होने वाली बहस',

  'Improve communication': 'बातचीत बेहतर करना',
  'Rebuild trust': 'भरोसा फिर से बनाना',
  'Resolve conflicts effectively': 'झगड़े अच्छे से सुलझाना',
  'Strengthen emotional connection': 'भावनात्मक जुड़ाव मज़बूत करना',

  'Parent-Child': 'माता-पिता और बच्चे',
  Siblings: 'भाई-बहन',
  Friends: 'दोस्त',
  'Extended Family': 'बड़ा परिवार / रिश्तेदार',

  'Communication Breakdown': 'बातचीत का टूट जाना',
  'Long Standing Conflicts': 'लंबे समय से चल रहे झगड़े',
  'Emotional Distance': 'भावनात्मक दूरी',
  'Grief or Loss Within the Family': 'परिवार में दुख या किसी को खोना',
  'Financial Disagreements': 'पैसों को लेकर मतभेद',

  'Rebuilding Trust': 'भरोसा फिर से बनाना',
  'Improving Communication': 'बातचीत बेहतर करना',
  'Resolving Conflicts': 'झगड़े सुलझाना',
  'Navigating Life Transitions Together': 'ज़िंदगी के बदलावों से साथ मिलकर गुज़रना',

  '9 AM to 12 PM': 'सुबह 9 से दोपहर 12 बजे तक',
  '12 PM to 3 PM': 'दोपहर 12 से 3 बजे तक',
  '3 PM to 6 PM': 'दोपहर 3 से शाम 6 बजे तक',
  '6 PM to 9 PM': 'शाम 6 से रात 9 बजे तक',
  '9 PM to 12 AM': 'रात 9 से 12 बजे तक',

  '40 minutes': '40 मिनट',
  '60 minutes': '60 मिनट',
  'Single pass': 'सिंगल पास',
  'Couple pass': 'कपल पास',

  'Individual Therapy': 'इंडिविजुअल थेरेपी',
  'Couples Therapy': 'कपल थेरेपी',
  'Family & Friends Therapy': 'फ़ैमिली और फ़्रेंड्स थेरेपी',
  Individual: 'इंडिविजुअल',
  Couple: 'कपल',
  'Family and friends': 'फ़ैमिली और फ़्रेंड्स',
};

export default labels;
