import type { ReactNode } from 'react';
import { useT } from '../i18n/react';
import { submissionMessages } from './submission/messages';

type Props = {
  /** What was saved, and when, in the page's language (as is `continueLabel`). */
  children: ReactNode;
  continueLabel: string;
  onContinue(): void;
  onStartOver(): void;
};

/** An unsent draft found on this device, offered back: continue with it, or start over with an empty form. */
export function DraftOffer({ children, continueLabel, onContinue, onStartOver }: Props) {
  const t = useT(submissionMessages);
  return (
    <div className="draft-offer">
      <p className="draft-offer__text">{children}</p>
      <div className="draft-offer__actions">
        <button type="button" className="button" onClick={onContinue}>
          {continueLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onStartOver}>
          {t('draft.startOver')}
        </button>
      </div>
    </div>
  );
}
