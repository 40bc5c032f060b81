import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { SUBMISSION_KIND_NAMES, SUBMISSION_KINDS } from '../../src/domain/submission-kinds';
import type { Repositories } from '../db/repositories';
import { notFound } from '../errors';
import { presentSubmissionDetail, presentSubmissionSummary, submissionsCsvHeader, submissionsCsvRows } from '../presenters/admin';
import { idOf, listQuery } from './admin-params';
import { allow, staffOf } from '../http/staff-auth';

// Submissions of every kind (admin, support): lists, CSV export, details, audited deletion.
// Mounted last: /:kind would otherwise answer for every other staff path.

export const SUBMISSION_NOT_FOUND = 'Submission not found';

/** The staff API's kind names (/api/admin/{kind}) -> the kind stored in the submissions table. */
export const STAFF_KINDS: ReadonlyMap<string, string> = new Map(SUBMISSION_KIND_NAMES.map((kind) => [SUBMISSION_KINDS[kind].staffKind, kind]));

function kindOf(req: Request<{ kind: string }>): string {
  const stored = STAFF_KINDS.get(req.params.kind);
  if (!stored) throw notFound('Not found');
  return stored;
}

export function adminSubmissionRoutes({
  submissions,
  staffSubmissions,
  now,
}: Pick<Repositories, 'submissions' | 'staffSubmissions'> & { now: () => Date }): Router {
  const routes = Router();

  // Every match, however many: streamed a page at a time, so the server holds one page, not the
  // file. The pipeline reads the next page once the socket has drained, and no further once the
  // download is closed; should the database fail midway, it destroys the response, and the
  // download ends incomplete, never as a file that looks whole.
  routes.get('/:kind.csv', allow('admin', 'support'), async (req: Request<{ kind: string }>, res) => {
    const kind = kindOf(req);
    const { q, sort } = listQuery.parse(req.query);
    res.type('text/csv; charset=utf-8');
    res.attachment(`${kind}.csv`);
    async function* csv() {
      yield submissionsCsvHeader(kind);
      for await (const page of staffSubmissions.everyMatch({ kind, query: q, sort })) yield submissionsCsvRows(kind, page);
    }
    await pipeline(Readable.from(csv()), res);
  });

  routes.get('/:kind', allow('admin', 'support'), async (req: Request<{ kind: string }>, res) => {
    const kind = kindOf(req);
    const { q, sort, page, pageSize } = listQuery.parse(req.query);
    const { items, total, more } = await staffSubmissions.search({ kind, query: q, sort, limit: pageSize, offset: (page - 1) * pageSize });
    // `more`: the matches were counted only as far as `total`, and there are more of them.
    res.json({ items: items.map(presentSubmissionSummary), total, more, page });
  });

  routes.get('/:kind/:id', allow('admin', 'support'), async (req: Request<{ kind: string; id: string }>, res) => {
    const kind = kindOf(req);
    const id = idOf(req);
    const found = id === undefined ? undefined : await submissions.findById(kind, id);
    if (!found) throw notFound(SUBMISSION_NOT_FOUND);
    res.json({ data: presentSubmissionDetail(found) });
  });

  routes.delete('/:kind/:id', allow('admin', 'support'), async (req: Request<{ kind: string; id: string }>, res) => {
    const kind = kindOf(req);
    const id = idOf(req);
    if (id === undefined || !(await staffSubmissions.deleteAudited(kind, id, staffOf(res).username, now()))) throw notFound(SUBMISSION_NOT_FOUND);
    res.status(204).end();
  });

  return routes;
}
