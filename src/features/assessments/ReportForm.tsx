import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AssessmentId } from '../../domain/assessments/assessment';
import type { AssessmentReport } from '../../domain/schemas/assessment-report';
import { keepPhoneDigits } from '../../domain/phone';
import type { OutboxItem, SaathiDb } from '../../offline/db';
import { textFieldsOf } from '../../offline/drafts';
import { fieldErrorsFor, submit, type FieldErrors } from '../../offline/outbox';
import { useRefusalErrors } from '../../offline/refusal-errors';
import { TextField, fieldId } from '../../ui/TextField';
import { CHECK_UNAVAILABLE, useLoaded } from '../../ui/use-loaded';

export type ReportFormValues = Record<keyof AssessmentReport, string>;

export const EMPTY_REPORT_FORM: ReportFormValues = { fullName: '', contactNumber: '', email: '' };
const FIELDS = ['fullName', 'contactNumber', 'email'] as const satisfies readonly (keyof ReportFormValues)[];

/** The spec's message (§8) when a report cannot be submitted. */
export const SUBMIT_ERROR = 'There was an error submitting your data. Please try again.';
export const NOT_STORED_MESSAGE =
  'Your report could not be saved on this device, so it has not been sent. What you typed is still here: please try again.';

/** Form values from a saved draft or a refused payload, whatever else it holds. */
export function toReportForm(data: unknown): ReportFormValues {
  return textFieldsOf(data, EMPTY_REPORT_FORM);
}

const loadReportSchema = async () => (await import('../../domain/schemas/assessment-report')).assessmentReportSchema;

type Props = {
  test: AssessmentId;
  /** One per question, null for skipped. */
  answers: readonly (number | null)[];
  score: number;
  initialValues: ReportFormValues;
  /** The earlier submission the server refused, which this one replaces. */
  refused: OutboxItem | null;
  onValuesChange(values: ReportFormValues): void;
  /** Called once the report is stored on the device (it is sent from there). */
  onQueued(outboxId: string): void;
  /** Writes any pending save of the typed values. */
  flushValues(): Promise<void>;
  /** By default this page's own database. */
  db?: SaathiDb | undefined;
};

/** Name, contact number and e-mail for the full report (spec §2, §5), sent through the outbox. */
export function ReportForm({ test, answers, score, initialValues, refused, onValuesChange, onQueued, flushValues, db }: Props) {
  const formId = `report-${test}`;
  const [values, setValues] = useState<ReportFormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusal = useRefusalErrors(refused, errors);
  const schema = useLoaded(loadReportSchema);

  function change(field: keyof ReportFormValues, raw: string) {
    schema.warm();
    const value = field === 'contactNumber' ? keepPhoneDigits(raw) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    onValuesChange(next);
    refusal.edited(field);
    if (checking && schema.current) setErrors(fieldErrorsFor(schema.current, next));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const check = schema.current ?? (await schema.get());
    if (!check) {
      setProblem(CHECK_UNAVAILABLE);
      return;
    }
    setChecking(true);
    const own = fieldErrorsFor(check, values);
    setErrors(own);
    const firstInvalid = FIELDS.find((field) => own[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(formId, firstInvalid))?.focus();
      return;
    }
    setBusy(true);
    try {
      await flushValues();
      const payload = { ...values, answers: answers.map((answer) => answer ?? null), score };
      const result = await submit(test, payload, refused ? { db, replaces: refused.id } : { db });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        // Only the answers themselves can be wrong here; the visitor cannot fix them in this form.
        const other = Object.entries(result.fieldErrors).find(([field]) => !(FIELDS as readonly string[]).includes(field));
        setProblem(result.formError ?? other?.[1] ?? null);
        return;
      }
      onQueued(result.id);
    } catch (error) {
      console.warn('The report could not be stored on this device', error);
      setProblem(NOT_STORED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  const refusedElsewhere = refused?.fieldErrors
    ? Object.entries(refused.fieldErrors).filter(([field]) => !(FIELDS as readonly string[]).includes(field))
    : [];

  return (
    <form id={formId} className="report-form" noValidate onSubmit={(event) => void handleSubmit(event)} {...schema.warmOnTouch} aria-busy={busy}>
      {refused && (
        <div className="report-form__alert" role="alert">
          <p className="report-form__alert-title">{SUBMIT_ERROR}</p>
          <p>Reason: {refused.lastError ?? 'our server could not accept this report.'}</p>
          {refusedElsewhere.length > 0 && (
            <ul>
              {refusedElsewhere.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {problem && (
        <div className="report-form__alert" role="alert">
          <p className="report-form__alert-title">{problem === NOT_STORED_MESSAGE ? problem : SUBMIT_ERROR}</p>
          {problem !== NOT_STORED_MESSAGE && <p>Reason: {problem}</p>}
        </div>
      )}
      <TextField
        idPrefix={formId}
        name="fullName"
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        onChange={(value) => change('fullName', value)}
        error={refusal.of('fullName')}
      />
      <TextField
        idPrefix={formId}
        name="contactNumber"
        label="Contact number"
        hint="10 digits, without +91 or 0"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.contactNumber}
        onChange={(value) => change('contactNumber', value)}
        error={refusal.of('contactNumber')}
      />
      <TextField
        idPrefix={formId}
        name="email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => change('email', value)}
        error={refusal.of('email')}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {refused ? 'Submit again' : 'Submit'}
        </button>
        <p className="form-privacy">
          We ask for your name, contact number and e-mail to send you your full report. Your answers and score are kept
          with them so that our team can see them and, if you may need support, get in touch with you. We never share
          them with anyone else or use them for advertising. Until your report reaches us, it is kept only on this
          device. <Link to="/cookies-privacy-policy">Read our privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
