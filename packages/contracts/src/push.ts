import { z } from 'zod';
import { defineRoute } from './route.js';
import { Id, Ok } from './common.js';

/** URL-safe base64 (a push subscription's keys). */
const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'invalid');

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's endpoint
 * and the keys the payload is encrypted for (RFC 8291).
 */
export const PushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .max(1000, 'too_long')
    .regex(/^https:\/\/[^\s]+$/, 'invalid'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters. */
    p256dh: Base64Url.min(80, 'invalid').max(100, 'invalid'),
    /** The 16-byte auth secret: 22 characters. */
    auth: Base64Url.min(16, 'invalid').max(40, 'invalid'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const savePushSubscription = defineRoute({
  method: 'POST',
  path: '/api/user.php',
  variant: 'push',
  summary: 'Save this browser’s push subscription for the member (?push=1); one per device, replaced by its endpoint.',
  access: 'member',
  body: PushSubscriptionBody.extend({
    /**
     * The page saving an existing subscription again at start: saved only while the server still has
     * this endpoint (`saved: false` when the member removed this device elsewhere; the page then
     * unsubscribes the browser).
     */
    renew: z.boolean().optional(),
    /**
     * The endpoint this subscription takes the place of (the service worker's `pushsubscriptionchange`: the
     * push service renewed the browser's subscription). Saved only while the server still has that
     * endpoint, which then goes; `saved: false` when the member removed the device meanwhile.
     */
    replaces: PushSubscriptionBody.shape.endpoint.optional(),
  }),
  response: Ok.extend({ saved: z.boolean() }),
});

export const removePushSubscription = defineRoute({
  method: 'DELETE',
  path: '/api/user.php',
  variant: 'push',
  summary: 'Remove this browser’s push subscription (?push=1), e.g. when the member turns push off or logs out.',
  access: 'member',
  body: z.object({ endpoint: z.string().max(1000, 'too_long') }),
  response: Ok,
});

/**
 * One of the member's devices with push on: the browser's User-Agent as it subscribed (the web app
 * names it, e.g. "Chrome on Android"), when it subscribed and when a push last reached it.
 * `endpoint` lets the page recognise this browser's own row.
 */
export const PushDevice = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  endpoint: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const listPushDevices = defineRoute({
  method: 'GET',
  path: '/api/push-devices.php',
  summary: 'The member’s own devices with a push subscription, newest first.',
  access: 'member',
  response: z.object({ devices: z.array(PushDevice) }),
});

export const removePushDevice = defineRoute({
  method: 'DELETE',
  path: '/api/push-devices.php',
  summary: 'Stops push to one of the member’s own devices (?id=); another member’s device is not found.',
  access: 'member',
  query: z.object({ id: Id }),
  response: z.object({ devices: z.array(PushDevice) }),
});

/** A tab's own id (random, per page load): the realtime socket's `?tab=` and the beacon's. */
export const TabId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'invalid');

export const pageHidden = defineRoute({
  method: 'POST',
  path: '/api/page-hidden.php',
  summary: 'The beacon a tab sends when its page becomes hidden: notifications go to push until it is visible again.',
  // A beacon after the session ended must not fail loudly: a visitor's is accepted and ignored.
  access: 'public',
  query: z.object({ tab: TabId.optional() }),
  body: z.object({}).optional(),
  response: Ok,
});
