import { useEffect, useRef, type RefObject } from 'react';
import type { Loaded } from '../../forms/use-loaded';
import type { Values } from './fields';
import type { WizardSteps } from './use-wizard-steps';
import type { StepSchemas, WizardStep } from './wizard-definition';

export const AUTO_ADVANCE_MS = 300;

type Options = {
  steps: readonly WizardStep[];
  wizard: WizardSteps;
  valuesRef: RefObject<Values>;
  schemas: Loaded<StepSchemas>;
  /** Moves on from the step (checking it again). */
  advance(values: Values): void;
};

export type AutoAdvance = {
  /** After the visitor's change to `values`: the step moves on once they make it valid. */
  changed(values: Values): void;
  cancel(): void;
};

/**
 * A step marked `autoAdvance` moves on by itself AUTO_ADVANCE_MS after the visitor's change makes
 * it valid, while the visitor is moving forward (never after Go Back).
 */
export function useAutoAdvance({ steps, wizard, valuesRef, schemas, advance }: Options): AutoAdvance {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);
  const { stepRef, forward } = wizard;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  function changed(values: Values) {
    clearTimeout(timer.current);
    if (!forward.current || !steps[stepRef.current]?.autoAdvance) return;
    const at = stepRef.current;
    // Only for the visitor's latest change, still on its step and still moving forward.
    const advanceIfValid = (loaded: StepSchemas) => {
      if (!mounted.current || stepRef.current !== at || valuesRef.current !== values || !forward.current) return;
      if (!loaded[at]?.safeParse(values).success) return;
      timer.current = setTimeout(() => {
        if (stepRef.current === at && forward.current) advance(valuesRef.current);
      }, AUTO_ADVANCE_MS);
    };
    // A step completed before its checks have arrived (a quick visitor on a slow link, a
    // reloaded page) moves on once they have.
    if (schemas.current) advanceIfValid(schemas.current);
    else void schemas.get().then((loaded) => loaded && advanceIfValid(loaded));
  }

  return { changed, cancel: () => clearTimeout(timer.current) };
}
