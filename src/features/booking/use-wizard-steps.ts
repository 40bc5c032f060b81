import { useEffect, useRef, useState, type RefObject } from 'react';
import type { WizardDefinition } from './wizard-definition';

export type WizardSteps = {
  /** The step shown. */
  step: number;
  /** The step shown, for handlers and timers begun at an earlier render. */
  stepRef: RefObject<number>;
  /** False after Go Back: then no step moves on by itself (see `useAutoAdvance`). */
  forward: RefObject<boolean>;
  /** The step's heading, focused when the visitor is moved to another step. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  submitStep: number;
  paymentStep: number;
  confirmationStep: number;
  /** Moves the visitor to `step`; its heading takes the focus. */
  moveTo(step: number): void;
  /** Shows `step` where the visitor is to begin; the focus stays where it is. */
  open(step: number): void;
  /** The first step up to Submit that shows one of these fields; Submit when none does. */
  firstStepWithError(fields: Record<string, string> | null | undefined): number;
};

/** Which step of the wizard is shown, and how the visitor is moved between them. */
export function useWizardSteps({ steps, submitStep }: WizardDefinition): WizardSteps {
  const [step, setStep] = useState(0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const forward = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [step]);

  return {
    step,
    stepRef,
    forward,
    headingRef,
    submitStep,
    paymentStep: submitStep + 1,
    confirmationStep: steps.length - 1,
    moveTo(next) {
      moved.current = true;
      setStep(next);
    },
    open: setStep,
    firstStepWithError(fields) {
      if (!fields) return submitStep;
      const index = steps.findIndex((s, at) => at <= submitStep && s.fields.some((name) => name in fields));
      return index === -1 ? submitStep : index;
    },
  };
}
