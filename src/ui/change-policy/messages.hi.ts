import type { Translation } from '../../i18n/catalogue';
import type english from './messages.en';

const messages: Translation<typeof english> = {
  'policy.untilStart': 'सेशन शुरू होने तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं।',
  'policy.untilHours': {
    one: 'सेशन शुरू होने से {count} घंटा पहले तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं।',
    other: 'सेशन शुरू होने से {count} घंटे पहले तक आप उसका समय बदल सकते हैं, या पूरा रिफ़ंड लेकर उसे कैंसल कर सकते हैं।',
  },
  'policy.lateFull': 'उसके बाद भी आप कैंसल करके पूरा रिफ़ंड ले सकते हैं।',
  'policy.lateNone': 'उसके बाद भी आप कैंसल कर सकते हैं, लेकिन सेशन के पैसे वापस नहीं होंगे।',
  'policy.latePart': 'उसके बाद भी आप कैंसल करके रक़म का {percent}% वापस पा सकते हैं।',
};

export default messages;
