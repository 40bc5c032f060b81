import { changePolicyWords, type ChangePolicy } from '../../domain/change-policy';
import { LocalLink } from '../../i18n/react';
import { useSite } from '../../services/site';
import { PageMeta } from '../../ui/PageMeta';
import { mailHref, telHref } from '../../ui/contact-links';
import './legal.css';

const SECTIONS = [
  { id: 'emergency', title: 'Not an emergency service' },
  { id: 'service', title: 'What we offer' },
  { id: 'eligibility', title: 'Who can use the service' },
  { id: 'sessions', title: 'Booking and attending sessions' },
  { id: 'payments', title: 'Prices and payments' },
  { id: 'rescheduling', title: 'Rescheduling, cancellations and refunds' },
  { id: 'conduct', title: 'Respectful conduct' },
  { id: 'confidentiality', title: 'Confidentiality and its limits' },
  { id: 'content', title: 'Self-assessments and articles' },
  { id: 'liability', title: 'Our responsibility' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'law', title: 'Governing law and disputes' },
  { id: 'contact', title: 'Contact us' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Heading({ id }: { id: SectionId }) {
  const index = SECTIONS.findIndex((section) => section.id === id);
  return (
    <h2 id={`terms-${id}`}>
      {index + 1}. {SECTIONS[index]?.title}
    </h2>
  );
}

/** Moving, cancelling and refunds, in the order people ask about them; the rule is the configured one. */
function Rescheduling({ policy }: { policy: ChangePolicy }) {
  return (
    <>
      <Heading id="rescheduling" />
      <ul>
        <li>
          <strong>Moving or cancelling:</strong> {changePolicyWords(policy)} Every booking e-mail has a link to manage
          your session: open it to choose a new time or to cancel, without waiting for us.
        </li>
        <li>
          <strong>If we cancel:</strong> if your expert cannot attend, or the session cannot happen because of a
          problem on our side, you choose between a new time and a full refund.
        </li>
        <li>
          <strong>Workshops:</strong> a pass can be transferred to someone else at any time, or refunded in full if
          you cancel at least 24 hours before the event starts.
        </li>
        <li>
          Refunds go back to the original payment method, usually within 5 to 7 working days of our confirmation
          (your bank may take longer to show it).
        </li>
      </ul>
    </>
  );
}

export function TermsPage() {
  const site = useSite();
  const product = site.productName;
  return (
    <section className="section">
      <PageMeta page="terms" />
      <div className="container legal-page legal-prose">
        <h1>Terms and Conditions</h1>
        <p className="legal-page__intro">
          These terms apply when you use {product}, book a session with one of our experts, or register for one of
          our events. They are written to be read: if anything is unclear, please ask us before you book.
        </p>

        <nav className="legal-page__toc" aria-labelledby="terms-toc">
          <h2 id="terms-toc">On this page</h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#terms-${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <Heading id="emergency" />
        <div className="legal-callout">
          <p>
            {product} is not an emergency or crisis service, and our experts cannot respond in real time outside a
            booked session. If you are in danger or thinking about ending your life, please call Tele-MANAS on{' '}
            <a href={telHref(site.crisisLines.teleManas)}>{site.crisisLines.teleManas}</a> (toll-free, 24x7, in many
            Indian languages) or the emergency number{' '}
            <a href={telHref(site.crisisLines.emergency)}>{site.crisisLines.emergency}</a>, or go to your nearest
            hospital.
          </p>
        </div>

        <Heading id="service" />
        <p>
          {product} connects you with qualified psychologists and counsellors for online sessions: individual, couple,
          and family or friends. Sessions are talking therapy and emotional support. They do not replace a doctor or a
          psychiatrist, and our experts do not prescribe medicine. Where medical care could help, your expert may
          suggest that you see a doctor.
        </p>

        <Heading id="eligibility" />
        <p>
          You may book for yourself if you are 18 or older. A person under 18 may use the service only with the
          consent of a parent or legal guardian: when booking for someone under 18 we ask for the guardian’s contact
          number and their agreement, and we may contact the guardian to confirm it.
        </p>

        <Heading id="sessions" />
        <ul>
          <li>Please give accurate details when you book, so we can match you with the right expert.</li>
          <li>
            A booking is confirmed once its payment succeeds. We then e-mail you a private video link for the chosen
            date and time (India Standard Time).
          </li>
          <li>
            Join from a quiet, private place with a steady connection. If you join late, the session still ends at its
            scheduled time. If you do not join within 15 minutes and have not told us, the session counts as attended.
          </li>
          <li>
            Sessions are not recorded, by us or by you, unless everyone in the session agrees in writing beforehand.
          </li>
        </ul>

        <Heading id="payments" />
        <p>
          All prices are in Indian rupees and are shown, with any applicable taxes, before you pay. Payments are
          processed by our payment provider; we never see or store your card details or UPI PIN. The amount charged is
          always the one shown for the option you chose.
        </p>

        <Rescheduling policy={site.changePolicy} />

        <Heading id="conduct" />
        <p>
          Our experts treat you with respect, and we ask the same of you. Abuse, harassment, threats, or attending a
          session under the influence of alcohol or drugs may lead the expert to end the session, and we may decline
          further bookings. You may use {product} only for your own care or that of the people in your session.
        </p>

        <Heading id="confidentiality" />
        <p>What you share in sessions is confidential. An expert may share information without your consent only:</p>
        <ul>
          <li>when there is a serious and immediate risk to your life or someone else’s;</li>
          <li>when a child or a vulnerable person is at risk of harm;</li>
          <li>when a court or the law requires it.</li>
        </ul>
        <p>
          Wherever it is safe to do so, your expert will talk to you first. Our{' '}
          <LocalLink to="/cookies-privacy-policy">Cookies and Privacy Policy</LocalLink> explains how we handle your personal
          data.
        </p>

        <Heading id="content" />
        <p>
          Our self-assessments are screenings, not a diagnosis. Our articles share general information and are not
          advice for your particular situation. For a proper assessment, please talk to a qualified professional.
        </p>

        <Heading id="liability" />
        <p>
          We take care to work only with qualified experts and to keep the service running well. To the extent the law
          allows, we are not responsible for indirect losses, or for problems caused by your internet connection or
          device, and our total responsibility for any session is limited to the amount you paid for it. Nothing in
          these terms limits rights you have under Indian consumer protection law.
        </p>

        <Heading id="changes" />
        <p>
          We may update these terms as the service grows. The version shown when you book applies to that booking. If a
          change matters for sessions you have already booked, we will tell you by e-mail.
        </p>

        <Heading id="law" />
        <p>
          These terms are governed by the laws of India, and the courts of India have jurisdiction. If something goes
          wrong, please contact us first: most problems can be solved with a conversation.
        </p>

        <Heading id="contact" />
        <p>
          Questions about these terms? Call <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>, write to{' '}
          <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a> or <LocalLink to="/contact">send us a message</LocalLink>.
        </p>
      </div>
    </section>
  );
}
