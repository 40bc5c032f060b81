import { isBookingKind } from '../../../src/domain/submission-kinds';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../db/engine/db';
import type { Repositories } from '../../db/repositories';
import { BOOKING_STATUS_CANCELLED } from '../bookings/booking-kinds';
import type { ManagedBooking, ManageLinks } from '../bookings/manage-links';
import { PAID } from '../payments/paid-for';
import { PUSH_MESSAGES, pushSubscriptionSchemas } from './push-subscription-schema';
import type { VapidKeys } from './vapid-keys';

// The visitor's devices that asked for reminders (issue 20): stored per booking, with the
// manage token as the only credential, as on the manage page. One device, one subscription:
// the same endpoint given again for the booking is the same row.

/** More would only be someone filling the table through a leaked link. */
export const MAX_DEVICES_PER_BOOKING = 10;
export const TOO_MANY_DEVICES = `Reminders are already on for ${MAX_DEVICES_PER_BOOKING} devices for this session. Stop them on one first.`;
export const CANCELLED = 'This session is cancelled, so there is nothing to remind you of.';

export type PushSubscriptions = {
  /** The VAPID public key (base64url): the browser's applicationServerKey. */
  publicKey(): Promise<string>;
  /** Stores a device's subscription for the booking the token opens; `created` false when it was stored already. */
  subscribe(body: unknown): Promise<{ created: boolean }>;
  /** Forgets the device for the booking; nothing to forget is no error. */
  unsubscribe(body: unknown): Promise<void>;
};

export function createPushSubscriptions({
  db,
  repositories: { submissions, pushSubscriptions },
  links,
  vapidKeys,
  isPushService,
  now,
}: {
  db: Db;
  repositories: Pick<Repositories, 'submissions' | 'pushSubscriptions'>;
  links: Pick<ManageLinks, 'bookingOf'>;
  vapidKeys: () => Promise<VapidKeys>;
  /** Which addresses a subscription may name; the known push services by default. */
  isPushService?: (endpoint: string) => boolean;
  now: () => Date;
}): PushSubscriptions {
  const schemas = pushSubscriptionSchemas(isPushService);

  /** The booking a token opens; 404 for anything else, so a guess learns nothing. */
  async function bookingOf(token: string): Promise<ManagedBooking & { status: string | null }> {
    const target = links.bookingOf(token);
    const booking = target && isBookingKind(target.kind) ? await submissions.findById(target.kind, target.id) : undefined;
    if (!target || !booking || (booking.status !== PAID && booking.status !== BOOKING_STATUS_CANCELLED)) throw notFound(PUSH_MESSAGES.token);
    return { ...target, status: booking.status };
  }

  // One transaction: the count of devices and the new row agree.
  const store = (token: string, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    db.transaction(async () => {
      const booking = await bookingOf(token);
      if (booking.status !== PAID) throw conflict(CANCELLED);
      const devices = await pushSubscriptions.findFor(booking.kind, booking.id);
      const known = devices.some((device) => device.endpoint === subscription.endpoint);
      if (!known && devices.length >= MAX_DEVICES_PER_BOOKING) throw conflict(TOO_MANY_DEVICES);
      const created = await pushSubscriptions.save({
        kind: booking.kind,
        submissionId: booking.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        createdAt: now().toISOString(),
      });
      return { created };
    });

  return {
    publicKey: async () => (await vapidKeys()).publicKey,

    async subscribe(body) {
      const { token, subscription } = schemas.subscribe.parse(body);
      return store(token, subscription);
    },

    async unsubscribe(body) {
      const { token, endpoint } = schemas.unsubscribe.parse(body);
      const booking = await bookingOf(token);
      await pushSubscriptions.remove(booking.kind, booking.id, endpoint);
    },
  };
}
