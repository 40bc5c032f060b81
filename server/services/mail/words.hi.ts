import { formatIndianCalendarDate } from '../../../src/domain/ist';
import type { ChangePolicy } from '../../../src/domain/change-policy';
import { istClock } from '../../../src/domain/slots';
import { formatDate, formatRupees, formatTime } from '../../../src/i18n/format';
import type { MailWords } from './words.en';

// The words of every mail to a visitor, in Hindi (./words.en.ts is the key source): Hindi as
// people in North India write it, in Devanagari, with the English words they use themselves
// (session, payment, online, link, expert). Dates and rupees as hi-IN writes them, in IST.

/** The instant at midnight IST that starts a stored 'YYYY-MM-DD', or null when it is no date. */
function istMidnight(date: string): Date | null {
  return formatIndianCalendarDate(date) ? new Date(`${date}T00:00:00+05:30`) : null;
}

// What the server stores in English and a visitor's mail shows: the session types and pass
// labels (payments say "Individual Therapy, 60 minutes"). Anything else (an event's title) as stored.
const LABELS: Array<[RegExp, string]> = [
  [/Individual Therapy/g, 'इंडिविजुअल थेरेपी'],
  [/Couples Therapy/g, 'कपल थेरेपी'],
  [/Family & Friends Therapy/g, 'फ़ैमिली और फ़्रेंड्स थेरेपी'],
  [/\b(\d+) minutes\b/g, '$1 मिनट'],
  [/Single pass/g, 'सिंगल पास'],
  [/Couple pass/g, 'कपल पास'],
];

function label(value: string): string {
  return LABELS.reduce((text, [english, hindi]) => text.replace(english, hindi), value);
}

/**
 * The rule for moving and cancelling, word for word as the site's pages say it in Hindi
 * (src/ui/change-policy/messages.hi.ts; a test holds the two together).
 */
function changePolicy({ windowHours, lateRefundPercent }: ChangePolicy): string {
  const move = 'आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं';
  if (windowHours === 0) return `सेशन शुरू होने तक ${move}।`;
  const late =
    lateRefundPercent >= 100
      ? 'उसके बाद भी आप कैंसल करके पूरा रिफ़ंड ले सकते हैं।'
      : lateRefundPercent <= 0
        ? 'उसके बाद भी आप कैंसल कर सकते हैं, लेकिन सेशन के पैसे वापस नहीं होंगे।'
        : `उसके बाद भी आप कैंसल करके रक़म का ${lateRefundPercent}% वापस पा सकते हैं।`;
  return `सेशन शुरू होने से ${windowHours} ${windowHours === 1 ? 'घंटा' : 'घंटे'} पहले तक ${move}। ${late}`;
}

export const hi: MailWords = {
  htmlLang: 'hi',

  /** "5 मार्च 2025, 3:30 pm IST" */
  instant: (iso) => {
    const day = formatDate('hi', iso);
    return day ? `${day}, ${formatTime('hi', iso)} IST` : iso;
  },
  /** "गुरुवार, 26 नवंबर 2026" */
  day: (date) => {
    const midnight = istMidnight(date);
    return midnight ? formatDate('hi', midnight, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : date;
  },
  clock: istClock,
  rupees: (paise) => formatRupees('hi', paise / 100),
  label,
  changePolicy,

  dear: (name) => `नमस्ते ${name},`,
  hello: 'नमस्ते,',

  session: 'सेशन',
  date: 'तारीख़',
  timeIst: 'समय (IST)',
  videoLink: 'वीडियो लिंक',
  bookingNumber: 'बुकिंग नंबर',
  yourExpert: 'आपके एक्सपर्ट',
  payment: 'पेमेंट',
  pending: 'बाक़ी है',
  paidFor: 'किसके लिए',
  amount: 'रक़म',
  transactionId: 'ट्रांज़ैक्शन ID',
  providerReference: 'प्रोवाइडर रेफ़रेंस',
  paidOn: 'पेमेंट का समय',
  event: 'इवेंट',
  venue: 'जगह',
  pass: 'पास',
  amountPaid: 'चुकाई गई रक़म',
  ticketNumber: 'टिकट नंबर',
  was: 'पहले',
  now: 'अब',
  wasOn: 'सेशन का समय था',
  paymentReference: 'पेमेंट रेफ़रेंस',
  refundReference: 'रिफ़ंड रेफ़रेंस',
  startedOn: 'शुरू होने का समय',
  completedOn: 'पूरा होने का समय',

  joinSession: 'अपने सेशन से जुड़ें',
  manageSession: 'सेशन का समय बदलना है या उसे कैंसल करना है?',
  needToChange: 'समय बदलना है या कैंसल करना है?',
  bookASession: 'सेशन बुक करें',
  expertToBeAssigned: 'हमारी टीम जल्द ही आपके लिए एक्सपर्ट तय करके आपको बताएगी',
  expertToBeConfirmed: 'हमारी टीम आपके एक्सपर्ट के बारे में जल्द बताएगी',

  bookingReceivedHeading: 'हमें आपकी बुकिंग रिक्वेस्ट मिल गई है',
  bookingReceivedThanks: 'हमसे संपर्क करने के लिए धन्यवाद। आपकी बुकिंग रिक्वेस्ट हमें मिल गई है।',
  bookingReceivedNext:
    'आगे क्या होगा: अपना सेशन पक्का करने के लिए पेमेंट पूरा करें। पेमेंट मिलते ही हम आपको ई-मेल पर सेशन की पूरी जानकारी और वीडियो लिंक भेज देंगे। तब तक आपकी बुकिंग पेंडिंग रहेगी।',
  bookingReceivedSubject: (product) => `${product}: बुकिंग रिक्वेस्ट मिल गई, पेमेंट बाक़ी है`,

  paymentReceivedHeading: 'पेमेंट मिल गया',
  paymentReceivedThanks: 'धन्यवाद। आपका पेमेंट सफलतापूर्वक मिल गया है। कृपया यह ई-मेल अपनी रसीद के तौर पर संभालकर रखें।',
  paymentReceivedSubject: (product, amount) => `${product}: पेमेंट मिल गया (${amount})`,
  unconfirmedNote: (reason, purpose) => {
    const what = purpose === 'booking' ? 'बुकिंग' : 'रजिस्ट्रेशन';
    const why = {
      gone: `जिस ${what} के लिए यह पेमेंट था, वह अब मौजूद नहीं है`,
      'already-paid': `आपकी ${what} का पेमेंट पहले ही हो चुका था`,
      changed: 'पेमेंट शुरू होने के बाद उसकी जानकारी बदल गई थी',
      amount: 'ली गई रक़म दाम से अलग है',
    }[reason];
    return `इस पेमेंट से हम कुछ भी पक्का नहीं कर पाए, क्योंकि ${why}। हमारी टीम को इसकी जानकारी दे दी गई है; वह आपसे संपर्क करके आपका सेशन तय करेगी या यह पेमेंट रिफ़ंड कर देगी।`;
  },

  sessionBookedHeading: 'आपका सेशन बुक हो गया है',
  sessionBookedIntro:
    'आपका पेमेंट मिल गया है और आपका सेशन पक्का हो गया है। सेशन के समय नीचे दिए लिंक से जुड़ें; यह ब्राउज़र में ही खुल जाता है, कोई अकाउंट नहीं चाहिए। कैलेंडर इनवाइट साथ में लगा है।',
  sessionBookedSubject: (product, day) => `${product}: ${day} का आपका सेशन बुक हो गया है`,

  expertAssignedHeading: (id, expert) => `सेशन #${id} के लिए अब आपके एक्सपर्ट ${expert} हैं`,
  expertReassigned: (expert) => `आपके सेशन के लिए अब नए एक्सपर्ट हैं: ${expert}। इस बदलाव के लिए हमें खेद है।`,
  expertAssigned: (expert) => `${expert} आपका सेशन लेंगे। इंतज़ाम होने तक इंतज़ार करने के लिए धन्यवाद।`,
  expertAssignedSubject: (product, id, expert) => `${product}: सेशन #${id} के लिए अब आपके एक्सपर्ट ${expert} हैं`,

  ticketHeading: (event) => `आपका टिकट: ${event}`,
  ticketIntro:
    'आपकी जगह बुक हो गई है। वेन्यू पर यह ई-मेल (या टिकट नंबर) दिखाएँ। इवेंट से पहले हमारी टीम फ़ोन या ई-मेल से सही पता बता देगी।',
  ticketSubject: (product, event, day) => `${product}: ${day} को ${event} के लिए आपका टिकट`,

  inOneHour: (at) => `एक घंटे में, ${at} पर`,
  todayAt: (at) => `आज ${at} पर`,
  tomorrowAt: (at) => `कल ${at} पर`,
  onDayAt: (day, at) => `${day} को ${at} पर`,
  reminderHeading: (when) => `आपका सेशन ${when} है`,
  reminderIntro: (name, product) => `नमस्ते ${name}, यह आपके ${product} सेशन का रिमाइंडर है।`,
  reminderSubject: (when) => `रिमाइंडर: आपका सेशन ${when} है`,
  linkToFollow: 'सेशन से पहले हमारी टीम आपको वीडियो लिंक भेज देगी।',

  rescheduledHeading: 'आपके सेशन का समय बदल गया है',
  movedByVisitor: 'आपने अपने सेशन का समय बदला है। यह रहा नया समय।',
  movedByStaffBecause: (reason) => `हमारी टीम ने आपके सेशन का समय बदला है। वजह: ${reason}`,
  movedByStaff: 'हमारी टीम ने आपके सेशन का समय बदला है। इस बदलाव के लिए हमें खेद है।',
  inviteUpdates: 'साथ लगा कैलेंडर इनवाइट आपके कैलेंडर में सेशन का समय अपडेट कर देगा।',
  rescheduledSubject: (product, id, time) => `${product}: आपका सेशन #${id} अब ${time} को है`,
  cancelledHeading: 'आपका सेशन कैंसल हो गया है',
  cancelledByVisitor: 'आपके कहने पर आपका सेशन कैंसल कर दिया गया है।',
  cancelledByStaffBecause: (reason) => `हमारी टीम ने आपका सेशन कैंसल किया है। वजह: ${reason}`,
  cancelledByStaff: 'हमारी टीम ने आपका सेशन कैंसल किया है। इसके लिए हमें खेद है।',
  inviteRemoves: 'साथ लगा कैलेंडर इनवाइट यह सेशन आपके कैलेंडर से हटा देगा।',
  bookAgain: 'जब भी आप तैयार हों, नया सेशन बुक कर सकते हैं।',
  cancelledSubject: (product, time) => `${product}: ${time} का आपका सेशन कैंसल हो गया है`,
  lateCancelNotRefunded: 'हमारी पॉलिसी के मुताबिक़ इतनी देर से कैंसल करने पर रिफ़ंड नहीं मिलता।',
  cancelNotRefunded: 'इस कैंसलेशन पर रिफ़ंड नहीं है।',
  fullRefundStarted: (amount) => `${amount} का पूरा रिफ़ंड शुरू कर दिया गया है।`,
  refundStartedPart: (amount, percent) => `${amount} (${percent}%) का रिफ़ंड शुरू कर दिया गया है।`,
  refundTiming: 'पैसा उसी तरीक़े से वापस आएगा जिससे आपने पेमेंट किया था; बैंक में दिखने में कुछ वर्किंग दिन लग सकते हैं।',

  inviteSummary: (product, session) => `${product}: ${session}`,
  inviteJoin: (link) => `आपका ऑनलाइन सेशन। जुड़ने के लिए: ${link}`,
  inviteLinkToFollow: 'आपका ऑनलाइन सेशन। वीडियो लिंक हमारी टीम भेज देगी।',
  inviteCancelled: 'यह सेशन कैंसल हो गया है।',
  inviteLocation: 'ऑनलाइन वीडियो सेशन',

  forBooking: (id) => ` (बुकिंग #${id})`,
  refundStartedHeading: 'आपका रिफ़ंड शुरू हो गया है',
  refundStarted: (amount, forBooking) => `हमने ${amount}${forBooking} का रिफ़ंड उसी अकाउंट या कार्ड में शुरू कर दिया है जिससे आपने पेमेंट किया था।`,
  refundTakes: 'आपके बैंक के हिसाब से, पैसा आपके अकाउंट में आने में आमतौर पर 5 से 7 वर्किंग दिन लगते हैं।',
  refundWillWrite: 'रिफ़ंड पूरा होने पर हम आपको फिर ई-मेल करेंगे। कोई सवाल हो तो इस ई-मेल का जवाब दें।',
  refundStartedSubject: (product, amount) => `${product}: ${amount} का आपका रिफ़ंड शुरू हो गया है`,
  refundCompletedHeading: 'आपका रिफ़ंड पूरा हो गया है',
  refundCompleted: (amount, forBooking) =>
    `${amount}${forBooking} का आपका रिफ़ंड पूरा हो गया है: पेमेंट प्रोवाइडर ने पैसा उसी अकाउंट या कार्ड में वापस भेज दिया है जिससे आपने पेमेंट किया था।`,
  refundNotSeen: 'अगर कुछ दिनों में पैसा न दिखे, तो नीचे दिए रेफ़रेंस से आपका बैंक उसे ढूँढ सकता है। मदद चाहिए तो इस ई-मेल का जवाब दें।',
  refundCompletedSubject: (product, amount) => `${product}: ${amount} का आपका रिफ़ंड पूरा हो गया है`,
};
