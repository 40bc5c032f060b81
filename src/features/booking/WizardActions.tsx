import { useT } from '../../i18n/react';
import { bookingMessages } from './messages';
import type { WizardSteps } from './use-wizard-steps';

type Props = {
  wizard: WizardSteps;
  /** The booking is waiting to be sent: it can no longer be changed. */
  pending: boolean;
  busy: boolean;
  /** The server has the booking: it can be paid for. */
  received: boolean;
  chatLink: string;
  onBack(): void;
};

/** The buttons under a step: back, the step's own (Next Step, Submit, Confirm & Pay), and support. */
export function WizardActions({ wizard, pending, busy, received, chatLink, onBack }: Props) {
  const { step, submitStep, paymentStep } = wizard;
  const t = useT(bookingMessages);
  return (
    <div className="form-actions wizard__actions">
      {step > 0 && step <= submitStep && !pending && (
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('action.back')}
        </button>
      )}
      {step < submitStep && (
        <button type="submit" className="button">
          {t('action.next')}
        </button>
      )}
      {step === submitStep && !pending && (
        <button type="submit" className="button" disabled={busy}>
          {t('action.submit')}
        </button>
      )}
      {step === paymentStep && (
        <button type="submit" className="button" disabled={busy || !received}>
          {t('action.pay')}
        </button>
      )}
      <button type="button" className="button button--secondary" onClick={() => window.open(chatLink, '_blank', 'noopener,noreferrer')}>
        {t('action.support')}
      </button>
    </div>
  );
}
