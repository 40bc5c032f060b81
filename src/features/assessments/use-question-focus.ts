import { useEffect, useRef } from 'react';
import type { Session } from './use-assessment-progress';

/**
 * Focus follows the visitor to each new question's heading, and to the result's; never on
 * arrival. Gives the two headings' refs.
 */
export function useQuestionFocus(session: Session | null, count: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef<number | null>(null);

  useEffect(() => {
    if (!session) return;
    const before = shownIndex.current;
    shownIndex.current = session.index;
    if (before === null || before === session.index) return;
    (session.index >= count ? resultHeadingRef.current : headingRef.current)?.focus();
  }, [session, count]);

  return { headingRef, resultHeadingRef };
}
