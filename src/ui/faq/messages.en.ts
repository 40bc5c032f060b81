import { FAQS, type FaqId } from '../../domain/faqs';

// The site's questions and answers, in one catalogue for every page that shows them (the FAQ
// page, the home page's questions, the self-assessment page's), so that a question reads the
// same wherever it is asked. It loads with those pages, never with the home page's first
// script. The source of the keys (each question's id, src/domain/faqs.ts); messages.hi.ts says
// the same in Hindi. {product}, {phone}, {email}, {teleManas} and {emergency} are the site's
// settings, {changePolicy} the rule for moving and cancelling (src/ui/change-policy/).

function faq(id: FaqId): { question: string; answer: string } {
  const item = FAQS.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`The FAQ has no "${id}"`);
  return item;
}

const messages = {
  'how-online-therapy-works.question': faq('how-online-therapy-works').question,
  'how-online-therapy-works.answer': faq('how-online-therapy-works').answer,
  'confidentiality.question': faq('confidentiality').question,
  'confidentiality.answer': faq('confidentiality').answer,
  'payments.question': faq('payments').question,
  'payments.answer': faq('payments').answer,
  'reschedule.question': faq('reschedule').question,
  'reschedule.answer': faq('reschedule').answer,
  'crisis.question': faq('crisis').question,
  'crisis.answer': faq('crisis').answer,
  'languages.question': faq('languages').question,
  'languages.answer': faq('languages').answer,
  'first-session.question': faq('first-session').question,
  'first-session.answer': faq('first-session').answer,
  'choose-expert.question': faq('choose-expert').question,
  'choose-expert.answer': faq('choose-expert').answer,
  'screening-not-diagnosis.question': faq('screening-not-diagnosis').question,
  'screening-not-diagnosis.answer': faq('screening-not-diagnosis').answer,
  'assessment-length.question': faq('assessment-length').question,
  'assessment-length.answer': faq('assessment-length').answer,
  'under-18.question': faq('under-18').question,
  'under-18.answer': faq('under-18').answer,
  'couple-family.question': faq('couple-family').question,
  'couple-family.answer': faq('couple-family').answer,
  'what-you-need.question': faq('what-you-need').question,
  'what-you-need.answer': faq('what-you-need').answer,
  'experts.question': faq('experts').question,
  'experts.answer': faq('experts').answer,
  'my-data.question': faq('my-data').question,
  'my-data.answer': faq('my-data').answer,
};

export default messages;
