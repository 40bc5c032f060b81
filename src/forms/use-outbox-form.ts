import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { SubmissionKindName } from '../domain/submission-kinds';
import type { OutboxItem, SaathiDb } from '../offline/db';
import { discardFailed, submit, type FieldErrors, type SubmitResult } from '../offline/outbox';
import { useRefusalErrors, type RefusalErrors } from '../offline/refusal-errors';
import { useLanguage } from '../i18n/react';
import { fieldId } from '../ui/TextField';
import { translateAll, useFormMessage } from './use-form-message';
import { CHECK_UNAVAILABLE, type Loaded } from './use-loaded';

/** A form's own check: the schemas it loads (see `useLoaded`), and what they find in the values. */
export type FormCheck<Values, Schemas> = {
  schemas: Loaded<Schemas>;
  problems(loaded: Schemas, values: Values): FieldErrors;
};

export type OutboxFormOptions<Values, Schemas> = {
  kind: SubmissionKindName;
  /** The earlier submission the server refused: its messages show, and the next submission replaces it. */
  refused: OutboxItem | null;
  /** Writes any pending save of the draft, so that the draft and the submission agree. */
  flushDraft(): Promise<void>;
  /** What the visitor sends ("message"), for the console. */
  noun: string;
  /** The alert when the device cannot store the submission: nothing is sent, and nothing typed is lost. */
  notStoredMessage: ReactNode;
  /** Without one, the outbox's check (as it stores) is the only one, and its messages stand until the next send. */
  check?: FormCheck<Values, Schemas>;
  /** By default this page's own database. */
  db?: SaathiDb | undefined;
};

type Refusal = Extract<SubmitResult, { ok: false }>;

export type SendOptions = {
  /** What is stored, when it is not the values as they are. */
  payload?: unknown;
  /** Runs the form's own check before anything is stored (and says so when it cannot be loaded). */
  checkFirst?: boolean;
  /** Nothing starts: a submission is already waiting, say. */
  blocked?: boolean;
  /** The form's own check found these (already shown). */
  onInvalid?(problems: FieldErrors): void;
  /** The outbox refused to store it (its field messages already shown). */
  onRefused?(refusal: Refusal): void;
  /** Stored on the device, from where it is sent. */
  onStored?(id: string): void;
};

export type OutboxForm<Values> = {
  /** The messages of the form's own check and of the outbox's, by field, in the page's language. */
  errors: FieldErrors;
  /** What each field shows: `errors`, else the server's refusal (see `useRefusalErrors`). */
  refusal: RefusalErrors;
  /** True once the visitor has tried to send: every edit is checked again from then on. */
  checking: boolean;
  /** A submission is being checked or stored. */
  busy: boolean;
  /** The form's alert: the device could not store it or check it, or whatever the page says there. */
  alert: ReactNode;
  setAlert(alert: ReactNode): void;
  /** Shows these field messages and checks every later edit. */
  showErrors(problems: FieldErrors): void;
  /** No messages, and no checking until the next try: a new step, or a fresh form. */
  clearErrors(): void;
  /** `clearErrors`, and the server's refusal counts again in full: the form starts afresh. */
  reset(): void;
  /** The visitor changed `fields`, the values being `values` now. */
  edited(values: Values, ...fields: string[]): void;
  /** Guards against a second send, flushes the draft, stores the submission in the outbox and shows what came of it. */
  send(values: Values, options?: SendOptions): Promise<void>;
  /**
   * The visitor gives up the refused submission (once they confirmed): the form starts afresh,
   * `startOver` empties it and its draft, and the refused item is deleted.
   */
  discardRefused(startOver: () => Promise<void>): Promise<void>;
};

function hasAny(problems: FieldErrors): boolean {
  return Object.keys(problems).length > 0;
}

function without(shown: FieldErrors, fields: readonly string[]): FieldErrors {
  if (!fields.some((field) => field in shown)) return shown;
  const rest = { ...shown };
  for (const field of fields) delete rest[field];
  return rest;
}

/** Where the newest submission of a form stands: waiting to be sent, or refused by the server. */
export function submissionState(latest: OutboxItem | null | undefined): { pending: boolean; refused: OutboxItem | null } {
  return {
    pending: latest?.state === 'queued' || latest?.state === 'sending',
    refused: latest?.state === 'failed' ? latest : null,
  };
}

/** Focuses the first field of `order` (by default the messages' own order) that has a message. */
export function focusFirstError(formId: string, problems: FieldErrors, order: readonly string[] = Object.keys(problems)): void {
  const first = order.find((field) => problems[field]);
  if (first) document.getElementById(fieldId(formId, first))?.focus();
}

/**
 * The life of a form that sends through the device's outbox: its field messages (its own check,
 * the outbox's, the server's refusal), its alert, and the one way a submission goes: guarded
 * against a second tap, checked, the draft flushed, stored, and the outcome shown.
 */
export function useOutboxForm<Values, Schemas = unknown>({
  kind,
  refused,
  flushDraft,
  noun,
  notStoredMessage,
  check,
  db,
}: OutboxFormOptions<Values, Schemas>): OutboxForm<Values> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<ReactNode>(null);
  const sending = useRef(false);
  // Every message leaves here in the page's language; the checks and the server give English.
  const say = useFormMessage();
  const shownErrors = useMemo(() => translateAll(errors, say), [errors, say]);
  const refusal = useRefusalErrors(refused, shownErrors, say);
  // Stored with the submission: the server writes the visitor's mails in the page's language.
  const language = useLanguage();

  function showErrors(problems: FieldErrors) {
    setErrors(problems);
    setChecking(true);
  }

  function clearErrors() {
    setErrors({});
    setChecking(false);
  }

  function reset() {
    clearErrors();
    refusal.reset();
  }

  function edited(values: Values, ...fields: string[]) {
    refusal.edited(...fields);
    if (!check) return;
    check.schemas.warm();
    const loaded = check.schemas.current;
    if (checking && loaded) setErrors(check.problems(loaded, values));
    // A message about a value that is no longer there only misleads.
    else setErrors((shown) => without(shown, fields));
  }

  async function send(values: Values, { payload = values, checkFirst = false, blocked = false, onInvalid, onRefused, onStored }: SendOptions = {}) {
    // A ref, not state: a second tap may arrive before React has re-rendered the first.
    if (sending.current || blocked) return;
    sending.current = true;
    setAlert(null);
    try {
      if (checkFirst && check) {
        // Loaded by now (almost always): then the check runs in the click itself, with no wait.
        const loaded = check.schemas.current ?? (await check.schemas.get());
        if (!loaded) {
          setAlert(CHECK_UNAVAILABLE);
          return;
        }
        const problems = check.problems(loaded, values);
        showErrors(problems);
        if (hasAny(problems)) {
          onInvalid?.(problems);
          return;
        }
      }
      setChecking(true);
      setBusy(true);
      await flushDraft();
      const result = await submit(kind, payload, refused ? { db, replaces: refused.id, language } : { db, language });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        onRefused?.(result);
        return;
      }
      setErrors({});
      refusal.reset();
      onStored?.(result.id);
    } catch (error) {
      console.warn(`The ${noun} could not be stored on this device`, error);
      setAlert(notStoredMessage);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  async function discardRefused(startOver: () => Promise<void>) {
    if (!refused) return;
    reset();
    await startOver();
    await discardFailed(refused.id, db);
  }

  return {
    errors: shownErrors,
    refusal,
    checking,
    busy,
    // A page's own alert is in the page's words already; a message of the checks or the server is said here.
    alert: typeof alert === 'string' ? say(alert) : alert,
    setAlert,
    showErrors,
    clearErrors,
    reset,
    edited,
    send,
    discardRefused,
  };
}
