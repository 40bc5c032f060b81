import { PUBLIC_PAGES } from '../../domain/public-pages';

// The self-assessment pages' words (the landing page, the tests, the result, the report form
// and the crisis panel). The source of the keys; messages.hi.ts says the same in Hindi. The
// tests' own questions, answers and bands are in src/domain/assessments (words.ts).
// {product}, {teleManas} and {emergency} are the site's settings; a {link} or {policy} in a
// sentence is where a link goes (see fill-nodes.tsx). The questions of its FAQ are the site's
// (src/ui/faq/messages.en.ts).

const messages = {
  'meta.selfAssessment.title': PUBLIC_PAGES.selfAssessment.title,
  'meta.selfAssessment.description': PUBLIC_PAGES.selfAssessment.description,
  'meta.depression.title': PUBLIC_PAGES.depressionTool.title,
  'meta.depression.description': PUBLIC_PAGES.depressionTool.description,
  'meta.anxiety.title': PUBLIC_PAGES.anxietyTool.title,
  'meta.anxiety.description': PUBLIC_PAGES.anxietyTool.description,
  'meta.general-health.title': PUBLIC_PAGES.generalHealthTool.title,
  'meta.general-health.description': PUBLIC_PAGES.generalHealthTool.description,

  'tools.eyebrow': 'Free and private',
  'tools.title': 'Self-Assessment Tools',
  'tools.lead':
    'A few minutes of honest answers can help you notice how you have really been feeling. Each test works even without an internet connection, and your answers stay on this device unless you choose to send them. A screening, not a diagnosis.',
  'tools.choose': 'Choose a test',
  'tool.depression.title': 'Depression Test',
  'tool.depression.about': 'Low mood, energy, sleep, interest in things and how you see yourself.',
  'tool.general-health.title': 'General Health Test',
  'tool.general-health.about': 'A quick check of your overall well-being: mood, sleep, appetite, energy and focus.',
  'tool.anxiety.title': 'Anxiety Disorder',
  'tool.anxiety.about': 'Worry, tension and restlessness, and how much they get in your way.',
  'tool.meta': '{count} questions · about {minutes} minutes',
  'tool.cta': 'Start the test',
  'tools.crisis': 'Feeling unsafe right now? Call Tele-MANAS {teleManas} (toll-free, 24x7) or emergency {emergency}.',
  'faq.title': 'Frequently asked questions',
  'faq.more': 'More FAQ',

  'banner.eyebrow': 'Free self-assessment',
  'banner.lead':
    '{count} short questions about the past two weeks, about {minutes} minutes. Skip any question you would rather not answer. Your answers stay on this device unless you choose to send them.',
  loading: 'Loading…',
  'resume.text': 'Welcome back. Your answers from {date} were kept on this device, so you can carry on where you left off.',
  'resume.startOver': 'Start over',
  'question.progress': 'Question {number} of {total}',
  'questions.label': '{title} questions',
  'nav.previous': 'Previous',
  'nav.skip': 'Skip',
  'nav.next': 'Next',
  'nav.complete': 'Complete',

  'crisis.title': 'You do not have to face this alone',
  'crisis.text':
    'Your answers suggest you may be going through a very hard time right now. If you are thinking about harming yourself or ending your life, or you feel unsafe, please call one of these numbers now. Someone will listen.',
  'crisis.teleManas': 'Call Tele-MANAS',
  'crisis.teleManasNote': 'Toll-free, 24x7, in many Indian languages',
  'crisis.emergency': 'Call emergency',
  'crisis.emergencyNote': 'If you or someone else is in danger now',
  'crisis.small': '{product} is not an emergency service. These numbers are also at the bottom of every page.',
  'crisis.reminder':
    'Thank you for telling us. If you are having thoughts of harming yourself, you can talk to someone right now: call Tele-MANAS {teleManas} (toll-free, 24x7) or emergency {emergency}.',

  'result.title': 'Your result',
  'result.score': 'Your score: {score} out of {max}',
  'result.ringMax': 'out of {max}',
  'result.meaning': 'What your result means',
  'result.safety':
    'You also told us you have had thoughts of harming yourself or of not wanting to be here. That matters, whatever your score: please talk to someone you trust today, or call one of the free lines at the top of this page.',
  'result.nextSteps': 'Next steps',
  'result.nextStepsText':
    'Talking things through with a counsellor can help, whatever your result. You can book a private online session with one of our experts, at a time that suits you.',
  'result.book': 'Book a session',
  'result.gateTitle': 'Get your full report',
  'result.gateText': 'Share your details to see what your result means and get a copy by e-mail.',
  'result.refused': 'Your report was not accepted',
  'result.thanks': 'Thank You',
  'result.arrived': 'Your report has reached us, and a copy is on its way to your e-mail.',
  'result.waiting': 'Your full report is below. It will reach us, with a copy to your e-mail, as soon as there is a connection.',
  'result.again': 'Take Assessment Again',

  'form.error': 'There was an error submitting your data. Please try again.',
  'form.notStored':
    'Your report could not be saved on this device, so it has not been sent. What you typed is still here: please try again.',
  'form.reason': 'Reason: {reason}',
  'form.reasonUnknown': 'our server could not accept this report.',
  'form.fullName': 'Full name',
  'form.contactNumber': 'Contact number',
  'form.contactNumberHint': '10 digits, without +91 or 0',
  'form.email': 'E-mail',
  'form.submit': 'Submit',
  'form.submitAgain': 'Submit again',
  'form.privacy':
    'We ask for your name, contact number and e-mail to send you your full report. Your answers and score are kept with them so that our team can see them and, if you may need support, get in touch with you. We never share them with anyone else or use them for advertising. Until your report reaches us, it is kept only on this device. {policy}.',
  'form.privacyLink': 'Read our privacy policy',
};

export default messages;
