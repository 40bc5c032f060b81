import { useT } from '../../i18n/react';
import { bookingMessages } from './messages';
import type { WizardStep } from './wizard-definition';

/** Every step by name, those done, the current one and those to come. */
export function WizardProgress({ steps, step }: { steps: readonly WizardStep[]; step: number }) {
  const t = useT(bookingMessages);
  return (
    <ol className="wizard-progress" aria-label={t('wizard.progress')}>
      {steps.map((s, index) => (
        <li
          key={s.name}
          className="wizard-progress__step"
          data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="wizard-progress__number">{index + 1}</span>
          <span className="wizard-progress__name">{t(s.name)}</span>
        </li>
      ))}
    </ol>
  );
}
