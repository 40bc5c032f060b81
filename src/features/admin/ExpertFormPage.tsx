import { useParams, Link } from 'react-router-dom';
import { useState } from 'react';
import type { StaffExpert } from '../../domain/content';
import { SESSION_KIND_LABELS, SESSION_KINDS } from '../../domain/expert-profile';
import { EXPERT_CONCERNS } from '../../domain/expert-vocabulary';
import { useRemote } from '../../services/api';
import { TextField } from '../../ui/TextField';
import { expertPath, readData } from './api';
import { RemoteStatus } from './RemoteStatus';
import { CheckboxGroup, GenderField, LanguagesField } from './ExpertChoiceFields';
import { TimeOffField, WeeklyHoursField } from './ExpertScheduleFields';
import { useExpertForm, type ExpertForm } from './use-expert-form';
import './admin.css';

// /admin/experts/new and /admin/experts/:id (admin): an expert's public profile, what they
// offer, their calendar and whether the public sees them. There is no delete: sessions name
// their expert, so one who leaves is made inactive.

const readExpert = (body: unknown) => readData<StaffExpert>(body);

type TextName = 'name' | 'position' | 'imageSrc' | 'bio' | 'email' | 'certifications' | 'expertise' | 'experience';

export function ExpertEditor({ stored }: { stored: StaffExpert | undefined }) {
  const { form, set, errors, image, message, busy, submit } = useExpertForm(stored);
  const text = (name: TextName, label: string, extra: { required?: boolean; multiline?: boolean; hint?: string } = {}) => (
    <TextField
      idPrefix="expert"
      name={name}
      label={label}
      value={form[name]}
      onChange={(value) => set(name, value)}
      error={errors[name]}
      required={extra.required ?? false}
      multiline={extra.multiline ?? false}
      {...(extra.hint ? { hint: extra.hint } : {})}
      {...(name === 'imageSrc' ? { onBlur: () => void image.verify(form.imageSrc) } : {})}
    />
  );
  const list = <K extends keyof ExpertForm>(field: K) => (value: ExpertForm[K]) => set(field, value);

  return (
    <form className="card admin-expert-form" onSubmit={submit} noValidate>
      {text('name', 'Name', { required: true })}
      {text('position', 'Position')}
      {text('imageSrc', 'Photo URL', { hint: "Optional. An http(s) address of an image that loads, or a picture of this site ('/images/…')." })}
      {image.checking && (
        <p className="status" role="status">
          Checking the image...
        </p>
      )}
      {image.error && (
        <p className="status status--error" role="alert">
          {image.error}
        </p>
      )}
      {text('bio', 'Bio', { multiline: true, hint: 'A few sentences in the expert’s own words.' })}
      {text('email', 'E-mail', { hint: 'Optional and never shown to visitors: where the expert’s mails about new sessions go.' })}
      {text('certifications', 'Certifications')}
      {text('expertise', 'Expertise')}
      {text('experience', 'Experience')}
      <LanguagesField languages={form.languages} error={errors.languages} onChange={list('languages')} />
      <GenderField gender={form.gender} error={errors.gender} onChange={list('gender')} />
      <CheckboxGroup name="concerns" legend="Works with" options={EXPERT_CONCERNS} values={form.concerns} error={errors.concerns} onChange={list('concerns')} />
      <CheckboxGroup
        name="kinds"
        legend="Sessions"
        options={SESSION_KINDS}
        labelOf={(kind) => SESSION_KIND_LABELS[kind]}
        values={form.kinds}
        error={errors.kinds}
        onChange={list('kinds')}
      />
      <WeeklyHoursField hours={form.hours} errors={errors} onChange={list('hours')} />
      <TimeOffField timeOff={form.timeOff} errors={errors} onChange={list('timeOff')} />
      <label className="admin-choice">
        <input type="checkbox" name="active" checked={form.active} onChange={(event) => set('active', event.target.checked)} />
        Active: shown on the site and offered for sessions
      </label>
      {message && (
        <p className={message.tone === 'ok' ? 'status' : 'status status--error'} role={message.tone === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="admin-card__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

function StoredExpert({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(expertPath(Number(id)), readExpert, attempt);
  if (remote.state !== 'loaded') return <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />;
  return (
    <>
      <h1>Edit: {remote.data.name}</h1>
      <ExpertEditor stored={remote.data} />
    </>
  );
}

export function ExpertFormPage() {
  const { id = 'new' } = useParams<{ id: string }>();
  const isNew = id === 'new';
  return (
    <section className="section admin">
      <title>{isNew ? 'Add expert' : 'Edit expert'}</title>
      <div className="container">
        <Link to="/admin/experts" className="button button--secondary">
          Back to experts
        </Link>
        {isNew ? (
          <>
            <h1>Add expert</h1>
            <ExpertEditor stored={undefined} />
          </>
        ) : (
          <StoredExpert key={id} id={id} />
        )}
      </div>
    </section>
  );
}
