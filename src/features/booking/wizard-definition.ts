// What a booking wizard is made of (one definition per kind of booking), and the checks of its steps.

import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PublicPageKey } from '../../domain/public-pages';
import type { BookingKind } from '../../domain/submission-kinds';
import { fieldErrorsFor, type FieldErrors } from '../../offline/outbox';
import { CHECK_UNAVAILABLE, type Loaded } from '../../forms/use-loaded';
import { focusFirstError, type OutboxForm } from '../../forms/use-outbox-form';
import type { BookingReceipt, CallResult, HeldSession } from './api';
import type { FieldProps, Values } from './fields';
import type { BookingKey, BookingT } from './messages';

export type StepContext = {
  values: Values;
  /** The page's words (labels are written `t('field.name')`). */
  t: BookingT;
  /** Everything a field needs but its label. */
  field(name: string): Omit<FieldProps, 'label'>;
};

export type StepSchemas = readonly (z.ZodType | undefined)[];

export type WizardStep = {
  /** The step's name, as a key of the booking catalogue. */
  name: BookingKey;
  /** The fields shown on this step (to take the visitor to a refused one). */
  fields: readonly string[];
  /** Moves on by itself 300 ms after the step becomes valid while moving forward. */
  autoAdvance?: boolean;
  render?(ctx: StepContext): ReactNode;
};

export type WizardDefinition = {
  kind: BookingKind;
  form: string;
  page: PublicPageKey;
  /** Catalogue keys of the page's title and description (as in PUBLIC_PAGES, which names it `page`). */
  meta: { title: BookingKey; description: BookingKey };
  /** Catalogue keys of the banner's title and lead. */
  title: BookingKey;
  lead: BookingKey;
  steps: readonly WizardStep[];
  /** Index of the step whose button is Submit; the next one is payment, the last confirmation. */
  submitStep: number;
  /** What Submit sends (the submission schema is strict). */
  submissionFields: readonly string[];
  /**
   * Each step's schema, by step index, checked on Next Step / Submit / Confirm & Pay. Loaded
   * when the visitor first touches the form (see `useLoaded`), and awaited by a check that
   * comes sooner.
   */
  loadStepSchemas(): Promise<StepSchemas>;
  empty: Values;
  /** What the privacy note says is collected and why. */
  privacyNote: BookingKey;
  /** Runs before the payment starts (individual: sets the session, and hears who with); a failure stops it. */
  beforePayment?(receipt: BookingReceipt, values: Values): Promise<CallResult<HeldSession>>;
  /** Lets go of the payment under way when `beforePayment` is refused for it (PAYMENT_UNDER_WAY). */
  startAgain?(receipt: BookingReceipt): Promise<CallResult<unknown>>;
};

/** What the schema of a step finds in the values; a step without one has nothing to check. */
export function validate(schema: z.ZodType | undefined, values: Values): FieldErrors {
  return schema ? fieldErrorsFor(schema, values) : {};
}

export function hasProblems(problems: FieldErrors): boolean {
  return Object.keys(problems).length > 0;
}

/** Takes the visitor to the first field with a message, once the step showing it is there. */
export function focusFirstErrorSoon(form: string, problems: FieldErrors): void {
  requestAnimationFrame(() => focusFirstError(form, problems));
}

/** The step schemas, or null (and the visitor told) when they cannot be loaded. */
export async function schemasForCheck(schemas: Loaded<StepSchemas>, submission: OutboxForm<Values>): Promise<StepSchemas | null> {
  const loaded = await schemas.get();
  if (!loaded) submission.setAlert(CHECK_UNAVAILABLE);
  return loaded;
}
