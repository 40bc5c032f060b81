import { useState, type FormEvent } from 'react';
import type { AssessmentId } from '../../domain/assessments/assessment';
import type { AssessmentReport } from '../../domain/schemas/assessment-report';
import { keepPhoneDigits } from '../../domain/phone';
import { LocalLink, useT } from '../../i18n/react';
import type { OutboxItem, SaathiDb } from '../../offline/db';
import { textFieldsOf } from '../../offline/drafts';
import { fieldErrorsFor } from '../../offline/outbox';
import { TextField } from '../../ui/TextField';
import { useLoaded } from '../../forms/use-loaded';
import { focusFirstError, useOutboxForm } from '../../forms/use-outbox-form';
import { fillNodes } from './fill-nodes';
import english from './messages.en';
import { assessmentMessages } from './messages';

export type ReportFormValues = Record<keyof AssessmentReport, string>;

export const EMPTY_REPORT_FORM: ReportFormValues = { fullName: '', contactNumber: '', email: '' };
const FIELDS = ['fullName', 'contactNumber', 'email'] as const satisfies readonly (keyof ReportFormValues)[];

/** The spec's message (§8) when a report cannot be submitted. */
export const SUBMIT_ERROR = english['form.error'];
export const NOT_STORED_MESSAGE = english['form.notStored'];

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
  const t = useT(assessmentMessages);
  const formId = `report-${test}`;
  const notStored = t('form.notStored');
  const [values, setValues] = useState<ReportFormValues>(initialValues);
  const schema = useLoaded(loadReportSchema);
  const submission = useOutboxForm({
    kind: test,
    refused,
    flushDraft: flushValues,
    noun: 'report',
    notStoredMessage: notStored,
    check: { schemas: schema, problems: fieldErrorsFor },
    db,
  });

  function change(field: keyof ReportFormValues, raw: string) {
    const value = field === 'contactNumber' ? keepPhoneDigits(raw) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    onValuesChange(next);
    submission.edited(next, field);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submission.send(values, {
      payload: { ...values, answers: answers.map((answer) => answer ?? null), score },
      checkFirst: true,
      onInvalid: (problems) => focusFirstError(formId, problems, FIELDS),
      onRefused: ({ fieldErrors, formError }) => {
        // Only the answers themselves can be wrong here; the visitor cannot fix them in this form.
        const other = Object.entries(fieldErrors).find(([field]) => !(FIELDS as readonly string[]).includes(field));
        submission.setAlert(formError ?? other?.[1] ?? null);
      },
      onStored: onQueued,
    });
  }

  /** Everything a text field of this form needs but its label and kind. */
  function field(name: keyof ReportFormValues) {
    return { idPrefix: formId, name, value: values[name], onChange: (value: string) => change(name, value), error: submission.refusal.of(name) };
  }

  const refusedElsewhere = refused?.fieldErrors
    ? Object.entries(refused.fieldErrors).filter(([field]) => !(FIELDS as readonly string[]).includes(field))
    : [];

  return (
    <form id={formId} className="report-form" noValidate onSubmit={handleSubmit} {...schema.warmOnTouch} aria-busy={submission.busy}>
      {refused && (
        <div className="report-form__alert" role="alert">
          <p className="report-form__alert-title">{t('form.error')}</p>
          <p>{t('form.reason', { reason: refused.lastError ?? t('form.reasonUnknown') })}</p>
          {refusedElsewhere.length > 0 && (
            <ul>
              {refusedElsewhere.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {submission.alert && (
        <div className="report-form__alert" role="alert">
          <p className="report-form__alert-title">{submission.alert === notStored ? submission.alert : t('form.error')}</p>
          {submission.alert !== notStored && <p>{fillNodes(t('form.reason'), { reason: submission.alert })}</p>}
        </div>
      )}
      <TextField {...field('fullName')} label={t('form.fullName')} autoComplete="name" />
      <TextField
        {...field('contactNumber')}
        label={t('form.contactNumber')}
        hint={t('form.contactNumberHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <TextField {...field('email')} label={t('form.email')} type="email" inputMode="email" autoComplete="email" />
      <div className="form-actions">
        <button type="submit" className="button" disabled={submission.busy}>
          {refused ? t('form.submitAgain') : t('form.submit')}
        </button>
        <p className="form-privacy">
          {fillNodes(t('form.privacy'), { policy: <LocalLink to="/cookies-privacy-policy">{t('form.privacyLink')}</LocalLink> })}
        </p>
      </div>
    </form>
  );
}
