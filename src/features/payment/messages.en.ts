// The payment status page's words. The source of the keys; messages.hi.ts says the same in Hindi.

const messages = {
  'meta.title': 'Payment Status',
  'meta.description': 'The result of your payment.',
  loading: 'Loading payment status',
  leave: 'Payment is still processing. Are you sure you want to leave?',

  'heading.PAYMENT_SUCCESS': 'Thank You',
  'heading.PAYMENT_PENDING': 'Payment Processing',
  'heading.PAYMENT_ERROR': 'Payment Failed',
  'heading.PAYMENT_DECLINED': 'Payment Declined',
  'heading.PAYMENT_CANCELLED': 'Payment Cancelled',
  'heading.TRANSACTION_NOT_FOUND': 'Payment Not Completed',

  'details.amount': 'Amount',
  'details.for': 'For',
  'details.transaction': 'Transaction ID',
  contact: 'Contact Support',
  home: 'Go to Home',

  received: 'Your Payment is received Successfully',
  unconfirmed:
    'What this payment was for changed after it started, so nothing was confirmed with it yet. Our team has been told and will contact you by e-mail or phone to arrange your session or refund this payment.',
  'success.test': 'This was a staff test payment: nothing was booked and no e-mail was sent.',
  'success.workshop': 'Your ticket is on its way to your e-mail.',
  'success.session': 'Your session details, the video link and a calendar invite are on their way to your e-mail.',
  'pending.over':
    'Your bank has not confirmed the payment yet. If money was taken, it will be confirmed or refunded automatically; please contact us if you have questions.',
  'pending.polling': 'Your payment is being processed. Please keep this page open: it updates by itself.',
  'error.lead': 'We could not complete your payment. Typical reasons:',
  'error.reason.funds': 'Insufficient funds',
  'error.reason.card': 'Incorrect card details',
  'error.reason.declined': 'Transaction declined by your bank',
  'error.reason.network': 'Network or connectivity issues',
  'error.next': 'No session is confirmed until a payment succeeds. You can try again from your booking, or contact us.',
  cancelled: 'You cancelled the payment. Nothing was charged.',
  declined: 'Your bank declined the payment. Please try another payment method, or contact your bank.',
  notFound:
    'We could not find this payment. If money was taken from your account, please contact us on {phone} with the transaction details.',
};

export default messages;
