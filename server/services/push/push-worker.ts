import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createPushDeliveriesRepository, type DuePushDelivery } from '../../db/push-deliveries-repository';
import { createPushSubscriptionsRepository } from '../../db/push-subscriptions-repository';
import type { Log } from '../../log';
import { retryDelayMs } from '../mail/worker';
import { PAID } from '../payments/paid-for';
import { startWorkerRounds, type WorkerRounds } from '../worker-rounds';
import { lazyVapidKeys, type VapidKeys } from './vapid-keys';

// Sends the push outbox (push_deliveries, written by the reminder worker) with the standard Web
// Push protocol: the payload encrypted to the browser's keys (aes128gcm, RFC 8291) and the
// request signed with our VAPID key (RFC 8292), by the web-push library.
//
// A push service that answers 404 or 410 no longer knows the subscription (the visitor
// unsubscribed, cleared the site's data, or the browser renewed it): the subscription is
// deleted and its queued pushes dropped. Other failures are tried again with the mail worker's
// backoff, a few times, and never after the session has begun. Each batch is claimed first
// (leased for PUSH_CLAIM_LEASE_MS, push-deliveries-repository.ts), so with several instances on
// one database every push is sent by one worker only. Like mail, the hand-off is at least once:
// killed after the push service took a push but before it was marked sent, it is sent again
// once the lease ends; the notification's tag makes the copy replace the first on the device
// instead of showing twice.

export const PUSH_BATCH_SIZE = 50;
/** Attempts before a push is marked failed; with the backoff, about four minutes in all. */
export const PUSH_MAX_ATTEMPTS = 5;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_ERROR_LENGTH = 500;
/**
 * How long a claimed push is kept from other workers (its instance's or another's) while it is
 * sent. Far above a batch's worst case (its requests run side by side, each cut off after
 * REQUEST_TIMEOUT_MS); a worker killed mid-send leaves its pushes due again after it.
 */
export const PUSH_CLAIM_LEASE_MS = 5 * 60_000;

export type PushWorkerOptions = {
  db: Db;
  config: Pick<Config, 'reminderPollIntervalMs' | 'dataDir' | 'teamEmail'>;
  log?: Log;
  now?: () => Date;
  /** 0 <= random() < 1, for the retry jitter. */
  random?: () => number;
  /** The VAPID key pair; by default the one kept in the database. */
  vapidKeys?: () => Promise<VapidKeys>;
  /**
   * The HTTPS agent for the push services. Only tests pass one, to trust their loopback push
   * service's own certificate: the address must still be https, and is checked as always.
   */
  agent?: Agent;
};

type Outcome = 'sent' | 'retry' | 'failed' | 'gone';
type PushTarget = NonNullable<DuePushDelivery['subscription']>;

function describeError(error: unknown): string {
  if (error instanceof WebPushError) return `Push service answered ${error.statusCode}: ${error.body}`.slice(0, MAX_ERROR_LENGTH);
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH) || 'Unknown error';
}

/** 404/410: the subscription is gone; 429 and 5xx: later; another 4xx: the same request would be refused again. */
function outcomeOfError(error: unknown): Exclude<Outcome, 'sent'> {
  if (!(error instanceof WebPushError)) return 'retry';
  if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
  if (error.statusCode === 429 || error.statusCode >= 500) return 'retry';
  return 'failed';
}

export function startPushWorker({
  db,
  config,
  log = () => {},
  now = () => new Date(),
  random = Math.random,
  vapidKeys = lazyVapidKeys(db, config),
  agent,
}: PushWorkerOptions): WorkerRounds {
  const deliveries = createPushDeliveriesRepository(db);
  const subscriptions = createPushSubscriptionsRepository(db);
  const subject = `mailto:${config.teamEmail}`;

  /** Why a due push is not sent at all, or null when it should go. */
  function reasonToDrop(delivery: DuePushDelivery, at: Date): string | null {
    if (delivery.bookingStatus !== PAID) return 'The booking is no longer paid';
    if (Date.parse(delivery.expiresAt) <= at.getTime()) return 'The session has begun';
    return null;
  }

  async function send(delivery: DuePushDelivery, subscription: PushTarget, at: Date): Promise<Outcome> {
    const { endpoint, p256dh, auth } = subscription;
    const keys = await vapidKeys();
    try {
      await webPush.sendNotification({ endpoint, keys: { p256dh, auth } }, delivery.payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        // Kept by the push service while the device is off, but not past the session's start.
        TTL: Math.max(1, Math.floor((Date.parse(delivery.expiresAt) - at.getTime()) / 1000)),
        urgency: delivery.urgency,
        timeout: REQUEST_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      });
      await deliveries.markSent(delivery.id, now().toISOString());
      return 'sent';
    } catch (error) {
      const outcome = outcomeOfError(error);
      const message = describeError(error);
      if (outcome === 'gone') {
        await subscriptions.drop(subscription.id);
        return outcome;
      }
      const failedAttempts = delivery.attempts + 1;
      const next = new Date(now().getTime() + retryDelayMs(failedAttempts, random));
      if (outcome === 'retry' && failedAttempts < PUSH_MAX_ATTEMPTS && next.getTime() < Date.parse(delivery.expiresAt)) {
        await deliveries.retryLater(delivery.id, next.toISOString(), message);
        return 'retry';
      }
      await deliveries.markFailed(delivery.id, message);
      return 'failed';
    }
  }

  /** Sends one batch of due pushes side by side; returns how many were taken. */
  async function sendBatch(): Promise<number> {
    const at = now();
    const due = await deliveries.claimDue(at.toISOString(), new Date(at.getTime() + PUSH_CLAIM_LEASE_MS).toISOString(), PUSH_BATCH_SIZE);
    const counts: Partial<Record<Outcome | 'dropped', number>> = {};
    const count = (outcome: Outcome | 'dropped') => void (counts[outcome] = (counts[outcome] ?? 0) + 1);
    await Promise.all(
      due.map(async (delivery) => {
        const reason = delivery.subscription ? reasonToDrop(delivery, at) : 'The subscription was removed';
        if (reason !== null) {
          await deliveries.markDropped(delivery.id, reason);
          count('dropped');
        } else if (delivery.subscription) {
          count(await send(delivery, delivery.subscription, at));
        }
      }),
    );
    if (due.length > 0) log('Reminder pushes handed to push services', counts);
    return due.length;
  }

  return startWorkerRounds({
    round: async (stopped) => {
      while (!stopped() && (await sendBatch()) === PUSH_BATCH_SIZE) {
        // Another full batch may be waiting; the event loop gets a turn first.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    intervalMs: config.reminderPollIntervalMs,
    onError: (error) => log('The push worker stopped a round after an error', { error }),
  });
}
