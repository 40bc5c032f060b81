import type { StaffExpert } from '../../domain/content';
import type { DataRequestList } from '../../domain/data-requests';
import type { FollowUpChange, FollowUpFilter, FollowUpItem, FollowUpList, FollowUpView } from '../../domain/follow-ups';
import { isRecord } from '../../domain/is-record';
import type { ExpertFields, ExpertScheduleFields } from '../../domain/schemas/expert';
import type { AssignableExpert, ExpertAssignmentRequest, Schedule } from '../../domain/schemas/expert-assignment';
import type { ManageAnswer, StaffCancelRequest, StaffRescheduleRequest } from '../../domain/schemas/manage';
import type { BookingKind } from '../../domain/submission-kinds';
import { ApiError } from '../../services/api';
import { announceStaffSessionChange, type StaffUser } from '../../services/staff-session';

// The staff API. Cookies go along by default (same origin); the browser adds the
// Origin header the server checks on every state-changing call.

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('You appear to be offline. Please check your connection and try again.', 0);
  }
  if (response.status === 204) return undefined;
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = isRecord(answer) && typeof answer.error === 'string' ? answer.error : `Request failed (${response.status})`;
    const error = new ApiError(message, response.status);
    if (isRecord(answer) && isRecord(answer.fields)) Object.assign(error, { fields: answer.fields });
    // A taken time comes with the nearest free ones (POST …/reschedule).
    if (isRecord(answer) && Array.isArray(answer.alternatives)) Object.assign(error, { alternatives: answer.alternatives });
    throw error;
  }
  return answer;
}

export async function login(username: string, password: string): Promise<StaffUser> {
  const user = (await call('POST', '/api/auth/login', { username, password })) as StaffUser;
  announceStaffSessionChange();
  return user;
}

export async function logout(): Promise<void> {
  try {
    await call('POST', '/api/auth/logout');
  } finally {
    announceStaffSessionChange();
  }
}

/** `more`: the server stopped counting at `total` and there are more (large searches are not counted to the end). */
export type Page<T> = { items: T[]; total: number; more: boolean; page: number };

export function listPath(kind: string, { q, sort, page, pageSize }: { q: string; sort: 'newest' | 'oldest'; page: number; pageSize: number }) {
  const params = new URLSearchParams({ sort, page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  return `/api/admin/${kind}?${params.toString()}`;
}

export const readPage = <T,>(body: unknown): Page<T> => {
  if (!isRecord(body) || !Array.isArray(body.items)) throw new ApiError('Invalid response structure', 0);
  return { items: body.items as T[], total: Number(body.total ?? body.items.length), more: body.more === true, page: Number(body.page ?? 1) };
};

export const readData = <T,>(body: unknown): T => {
  if (!isRecord(body) || !isRecord(body.data)) throw new ApiError('No response data received', 0);
  return body.data as T;
};

export const deleteSubmission = (kind: string, id: number) => call('DELETE', `/api/admin/${kind}/${id}`);

export type AdminBlogPost = {
  id: number;
  blogId: string;
  title: string;
  content: string;
  category: string;
  featuredImage: string | null;
  createdAt: string;
  url: string | null;
};

export const createBlog = (post: unknown) => call('POST', '/api/admin/blogs', post);
export const updateBlog = (id: number, post: unknown) => call('PUT', `/api/admin/blogs/${id}`, post);
export const deleteBlog = (id: number) => call('DELETE', `/api/admin/blogs/${id}`);

/** The content as the server would store it: sanitised, nothing saved. */
export async function previewBlog(content: string): Promise<string> {
  const answer = await call('POST', '/api/admin/blogs/preview', { content });
  if (!isRecord(answer) || typeof answer.html !== 'string') throw new ApiError('Invalid response structure', 0);
  return answer.html;
}

export type CreatedMeeting = { meetLink: string; htmlLink: string };
export const createMeeting = (request: unknown) => call('POST', '/api/admin/meetings', request) as Promise<CreatedMeeting>;

/** A ₹1 staff test payment; the server sets the amount. */
export const startTestPayment = () => call('POST', '/api/admin/test-payments', {}) as Promise<{ merchantTransactionId: string; redirectUrl: string }>;

export const retryEmail = (id: number) => call('POST', `/api/admin/emails/${id}/retry`, {});

export const EXPERTS_PATH = '/api/admin/experts';
export const expertPath = (id: number) => `${EXPERTS_PATH}/${id}`;

export const readExperts = (body: unknown): StaffExpert[] => readPage<StaffExpert>(body).items;

/** Saves a new expert (no id) or the expert with `id`; the server's answer is what was stored. */
export async function saveExpert(id: number | undefined, expert: ExpertFields): Promise<StaffExpert> {
  return readData<StaffExpert>(await (id === undefined ? call('POST', EXPERTS_PATH, expert) : call('PUT', expertPath(id), expert)));
}

/** The sessions of `date` ('YYYY-MM-DD' in India) and the paid bookings waiting for an expert. */
export const schedulePath = (date: string) => `/api/admin/schedule?${new URLSearchParams({ date }).toString()}`;

export function readSchedule(body: unknown): Schedule {
  if (!isRecord(body) || typeof body.date !== 'string' || !Array.isArray(body.sessions) || !Array.isArray(body.unassigned)) {
    throw new ApiError('Invalid response structure', 0);
  }
  return body as Schedule;
}

/** The active experts who take `kind`: whom a booking of it may be given. */
export const assignableExpertsPath = (kind: BookingKind) => `/api/admin/schedule/experts?kind=${encodeURIComponent(kind)}`;

export const readAssignableExperts = (body: unknown): AssignableExpert[] => readPage<AssignableExpert>(body).items;

export const assignExpert = (kind: BookingKind, id: number, assignment: ExpertAssignmentRequest) =>
  call('PUT', `/api/admin/bookings/${encodeURIComponent(kind)}/${id}/expert`, assignment);

/** Staff moving a paid session for the visitor (issue 20): the booking as it stands afterwards. */
export async function rescheduleBooking(kind: BookingKind, id: number, request: StaffRescheduleRequest): Promise<ManageAnswer> {
  return readData<ManageAnswer>(await call('POST', `/api/admin/bookings/${encodeURIComponent(kind)}/${id}/reschedule`, request));
}

/** Staff cancelling a paid session for the visitor: the answer carries the refund's state. */
export async function cancelBooking(kind: BookingKind, id: number, request: StaffCancelRequest): Promise<ManageAnswer> {
  return readData<ManageAnswer>(await call('POST', `/api/admin/bookings/${encodeURIComponent(kind)}/${id}/cancel`, request));
}

/** An expert's own sessions and calendar (role expert only): the account decides whose. */
export const MY_SESSIONS_PATH = '/api/me/sessions';
export const MY_AVAILABILITY_PATH = '/api/me/availability';
export const saveMyAvailability = (schedule: ExpertScheduleFields) => call('PUT', MY_AVAILABILITY_PATH, schedule);

/** The crisis follow-up queue (admin, support): a page of items in `state`, overdue first. */
export const followUpsPath = (state: FollowUpFilter, page: number) =>
  `/api/admin/follow-ups?${new URLSearchParams({ state, page: String(page), pageSize: '20' }).toString()}`;
export const followUpPath = (id: number) => `/api/admin/follow-ups/${id}`;

export function readFollowUps(body: unknown): FollowUpList {
  if (!isRecord(body) || !Array.isArray(body.items) || !Array.isArray(body.staff)) throw new ApiError('Invalid response structure', 0);
  return body as FollowUpList;
}

export function readFollowUp(body: unknown): FollowUpView {
  if (!isRecord(body) || !isRecord(body.data) || !Array.isArray(body.staff)) throw new ApiError('No response data received', 0);
  return body as FollowUpView;
}

/** A state change, owner or notes: the item as it now stands. */
export async function changeFollowUp(id: number, change: FollowUpChange): Promise<FollowUpItem> {
  return readData<FollowUpItem>(await call('PUT', followUpPath(id), change));
}

/** Visitors' requests for a copy or erasure of their data (admin only), overdue first. */
export const DATA_REQUESTS_PATH = '/api/admin/data-requests';

export function readDataRequests(body: unknown): DataRequestList {
  if (!isRecord(body) || !Array.isArray(body.items) || typeof body.deadlineDays !== 'number') throw new ApiError('Invalid response structure', 0);
  return body as DataRequestList;
}
