import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../errors';

// The query and path parameters the staff routes share.

/** A staff list: search text, order and page. */
export const listQuery = z.object({
  q: z.string().trim().max(100).optional().default(''),
  sort: z.enum(['newest', 'oldest']).optional().default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export const pageQuery = listQuery.pick({ page: true, pageSize: true });

/** The most rows one CSV export of payments carries. */
export const CSV_LIMIT = 10_000;

const idParam = z.coerce.number().int().positive();

/** The record id in the path, or undefined when it cannot be one. */
export function idOf(req: Request<{ id: string }>): number | undefined {
  const parsed = idParam.safeParse(req.params.id);
  return parsed.success ? parsed.data : undefined;
}

/** The record id in the path; an id that cannot be one answers 404 with `message`, as a missing record does. */
export function idOrNotFound(req: Request<{ id: string }>, message: string): number {
  const id = idOf(req);
  if (id === undefined) throw notFound(message);
  return id;
}
