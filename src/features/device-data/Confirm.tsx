import { useEffect, useRef } from 'react';

type Props = {
  message: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  onCancel(): void;
};

/**
 * An in-page "are you sure?": the question takes the focus so that it is read out, and only
 * the explicit button goes on. Used instead of window.confirm, which a screen reader, a test
 * and some in-app browsers handle badly.
 */
export function Confirm({ message, confirm, cancel, onConfirm, onCancel }: Props) {
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <div className="confirm card" role="group" aria-label={message}>
      <p ref={questionRef} tabIndex={-1}>
        {message}
      </p>
      <p className="confirm__actions">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancel}
        </button>
      </p>
    </div>
  );
}
