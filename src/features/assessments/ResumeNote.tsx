import { formatDate } from '../../i18n/format';
import { useLanguage, useT } from '../../i18n/react';
import { formatDeviceDate } from '../../ui/format-device-time';
import { assessmentMessages } from './messages';

type Props = {
  /** When the resumed answers were last saved. */
  savedAt: number;
  onStartOver: () => void;
};

/** Welcome back: the answers kept on this device, and a way to start over instead. */
export function ResumeNote({ savedAt, onStartOver }: Props) {
  const language = useLanguage();
  const t = useT(assessmentMessages);
  const date =
    language === 'en'
      ? formatDeviceDate(savedAt)
      : formatDate(language, new Date(savedAt), { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return (
    <div className="resume-note" role="status">
      <p className="resume-note__text">{t('resume.text', { date })}</p>
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        {t('resume.startOver')}
      </button>
    </div>
  );
}
