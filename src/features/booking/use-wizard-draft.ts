import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { isRecord } from '../../domain/is-record';
import type { OutboxItem } from '../../offline/db';
import { useDraft } from '../../offline/hooks';
import { receiptOf } from './api';
import type { Values } from './fields';
import type { WizardSteps } from './use-wizard-steps';
import type { WizardDefinition } from './wizard-definition';

type DraftData = { values: Values; step: number };

/** A saved draft as {values, step}; a submitted one is the flat payload, at the submit step. */
function readDraft(data: unknown, definition: WizardDefinition): DraftData {
  if (isRecord(data) && isRecord(data.values)) {
    const step = typeof data.step === 'number' && Number.isInteger(data.step) ? data.step : 0;
    return { values: { ...definition.empty, ...data.values }, step: Math.max(0, Math.min(step, definition.submitStep + 1)) };
  }
  return { values: { ...definition.empty, ...(isRecord(data) ? data : {}) }, step: definition.submitStep };
}

export type WizardDraft = {
  /** Loading until the page knows what it opens with; then an offer of the saved draft, or the wizard. */
  phase: 'loading' | 'offer' | 'wizard';
  values: Values;
  /** The values as last changed, for handlers and timers begun at an earlier render. */
  valuesRef: RefObject<Values>;
  setValues(values: Values): void;
  /** Keeps the values, and the step they were changed on, on this device. */
  save(values: Values, step: number): void;
  /** Writes a pending save now. */
  flush(): Promise<void>;
  /** An unsent draft to offer back: how far the visitor got, and when. */
  offer: { step: number; updatedAt: number } | null;
  /** Takes the offered draft, at its step (Submit at the furthest: payment needs the server's receipt). */
  continueOffer(): void;
  /** Drops the offered draft for an empty form. */
  declineOffer(): void;
  /** Forgets the draft on this device: a new booking. */
  forget(): Promise<void>;
};

/**
 * The wizard's values, kept on this device with their step as the visitor goes, and what the
 * page opens with: a booking already submitted (at its step), an unsent draft to offer back, or
 * an empty form.
 */
export function useWizardDraft(definition: WizardDefinition, latest: OutboxItem | null | undefined, wizard: WizardSteps): WizardDraft {
  const draft = useDraft<DraftData>(definition.kind);
  const [phase, setPhase] = useState<WizardDraft['phase']>('loading');
  const [values, setShownValues] = useState<Values>(definition.empty);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  function setValues(next: Values) {
    valuesRef.current = next;
    setShownValues(next);
  }

  // Decide once what the page opens with. As a transition: the whole form replaces "Loading…"
  // in slices, so a tap elsewhere on the page is never kept waiting behind it.
  useEffect(() => {
    if (phase !== 'loading' || latest === undefined || !draft.ready) return;
    startTransition(() => {
      if (latest && (latest.state !== 'sent' || receiptOf(latest.serverAnswer))) {
        if (latest.state === 'sent') {
          // Acknowledged: the payment step, with any choices made there since.
          const offered = draft.accept();
          setValues(offered ? readDraft(offered, definition).values : definition.empty);
          wizard.open(wizard.paymentStep);
        } else {
          const saved = draft.saved?.data ?? latest.payload;
          setValues(readDraft(saved, definition).values);
          wizard.open(latest.state === 'failed' ? wizard.firstStepWithError(latest.fieldErrors) : wizard.submitStep);
        }
        setPhase('wizard');
        return;
      }
      setPhase(draft.offer ? 'offer' : 'wizard');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, latest, draft.ready, draft.saved, draft.offer]);

  return {
    phase,
    values,
    valuesRef,
    setValues,
    save: (next, step) => draft.save({ values: next, step }),
    flush: draft.flush,
    offer: draft.offer ? { step: readDraft(draft.offer.data, definition).step, updatedAt: draft.offer.updatedAt } : null,
    continueOffer() {
      const accepted = readDraft(draft.accept(), definition);
      setValues(accepted.values);
      wizard.open(Math.min(accepted.step, wizard.submitStep));
      setPhase('wizard');
    },
    declineOffer() {
      void draft.startOver();
      setValues(definition.empty);
      wizard.open(0);
      setPhase('wizard');
    },
    forget: draft.startOver,
  };
}
