import { formatDeviceDate } from '../../ui/format-device-time';

type Props = {
  /** When the resumed answers were last saved. */
  savedAt: number;
  onStartOver: () => void;
};

/** Welcome back: the answers kept on this device, and a way to start over instead. */
export function ResumeNote({ savedAt, onStartOver }: Props) {
  return (
    <div className="resume-note" role="status">
      <p className="resume-note__text">
        Welcome back. Your answers from {formatDeviceDate(savedAt)} were kept on this device, so you can carry on
        where you left off.
      </p>
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        Start over
      </button>
    </div>
  );
}
