import { dismissSent } from '../../offline/outbox';
import type { Loaded } from '../../forms/use-loaded';
import type { OutboxForm } from '../../forms/use-outbox-form';
import type { Values } from './fields';
import { useAutoAdvance } from './use-auto-advance';
import type { WizardDraft } from './use-wizard-draft';
import type { WizardSteps } from './use-wizard-steps';
import { focusFirstErrorSoon, hasProblems, schemasForCheck, validate, type StepSchemas, type WizardDefinition } from './wizard-definition';

type Options = {
  definition: WizardDefinition;
  wizard: WizardSteps;
  draft: WizardDraft;
  submission: OutboxForm<Values>;
  schemas: Loaded<StepSchemas>;
};

export type WizardNavigation = {
  /** Next Step: on when the step is valid, else its messages. */
  next(): void;
  back(): void;
  /** The visitor changed a field. */
  change(name: string, value: unknown): void;
  /** Start a new booking instead: an empty form at the first step, the acknowledged one let go. */
  startAfresh(): Promise<void>;
};

/** How the visitor goes through the steps: their edits, Next Step (also by itself), Go Back. */
export function useWizardNavigation({ definition, wizard, draft, submission, schemas }: Options): WizardNavigation {
  const autoAdvance = useAutoAdvance({ steps: definition.steps, wizard, valuesRef: draft.valuesRef, schemas, advance: next });

  function goTo(step: number, values: Values) {
    autoAdvance.cancel();
    wizard.moveTo(step);
    submission.clearErrors();
    submission.setAlert(null);
    draft.save(values, step);
  }

  function next(values = draft.valuesRef.current) {
    if (schemas.current) nextChecked(schemas.current, values);
    else void schemasForCheck(schemas, submission).then((loaded) => loaded && nextChecked(loaded, values));
  }

  function nextChecked(loaded: StepSchemas, values: Values) {
    const at = wizard.stepRef.current;
    const problems = validate(loaded[at], values);
    if (hasProblems(problems)) {
      submission.showErrors(problems);
      focusFirstErrorSoon(definition.form, problems);
      return;
    }
    wizard.forward.current = true;
    goTo(at + 1, values);
  }

  function back() {
    wizard.forward.current = false;
    goTo(Math.max(0, wizard.stepRef.current - 1), draft.valuesRef.current);
  }

  function change(name: string, value: unknown) {
    const before = draft.valuesRef.current;
    const values: Values = { ...before, [name]: value };
    if (name === 'sessionDate' && value !== before.sessionDate) values.sessionTime = '';
    draft.setValues(values);
    // A new date also clears the time, so the time's refusal goes with it.
    submission.edited(values, name, ...(name === 'sessionDate' ? ['sessionTime'] : []));
    draft.save(values, wizard.stepRef.current);
    autoAdvance.changed(values);
  }

  async function startAfresh() {
    autoAdvance.cancel();
    wizard.forward.current = true;
    draft.setValues(definition.empty);
    submission.clearErrors();
    submission.setAlert(null);
    wizard.open(0);
    await draft.forget();
    await dismissSent(definition.kind);
  }

  return { next: () => next(), back, change, startAfresh };
}
