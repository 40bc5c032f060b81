import { useState } from 'react';
import type { SubmissionSummary } from '../../domain/staff';
import { deleteSubmission } from './api';
import type { AdminListKind } from './kinds';

export type SubmissionRemoval = {
  /** Why the last delete failed; empty when there is nothing to say. */
  notice: string;
  remove(item: SubmissionSummary): Promise<void>;
};

/** Deleting a submission once staff confirm it; `drop` takes it off the page shown. */
export function useSubmissionRemoval(list: AdminListKind, drop: (id: number) => void): SubmissionRemoval {
  const [notice, setNotice] = useState('');

  async function remove(item: SubmissionSummary) {
    if (!window.confirm(list.deleteConfirm)) return;
    setNotice('');
    try {
      await deleteSubmission(list.kind, item.id);
      drop(item.id);
    } catch {
      setNotice(list.deleteFailure);
    }
  }

  return { notice, remove };
}
