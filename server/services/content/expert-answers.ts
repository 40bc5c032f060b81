import type { ExpertsRepository } from '../../db/experts-repository';
import type { Expert } from '../../../src/domain/content';
import { presentExpert } from '../../presenters/content';
import { keptByRevision, serialisedAnswer } from './kept-by-revision';

export const EXPERT_NOT_FOUND = 'Expert not found';

/** Only plain positive integers name an expert; "1.5", "1e3" or "abc" name none. */
function parseExpertId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The bodies of GET /api/experts and /api/experts/:id, which pages are also rendered with
 * (client-app/public-answers.ts).
 */
export function expertAnswers(experts: ExpertsRepository) {
  const currentList = keptByRevision(experts.revision, async () =>
    serialisedAnswer<{ data: Expert[] }>({ data: (await experts.listByOriginalId()).filter((expert) => expert.active).map(presentExpert) }),
  );

  return {
    /** Kept until an expert changes: read it, never change it. */
    list: async () => (await currentList()).body,
    /** The same list serialised, with its ETag. */
    listJson: () => currentList(),
    /** Undefined when no expert has that id. */
    async one(rawId: string) {
      const id = parseExpertId(rawId);
      const expert = id === undefined ? undefined : await experts.findById(id);
      return expert?.active ? { data: presentExpert(expert) } : undefined;
    },
  };
}

export type ExpertAnswers = ReturnType<typeof expertAnswers>;
