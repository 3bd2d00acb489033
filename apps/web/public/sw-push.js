/* The site's service worker (spec section 7, issue 17): registered at /sw-push.js, scope /, for every visitor.
 * Offline: it keeps the offline page (/offline.html, in the visitor's language, and its /offline.css) and shows it
 * when opening a page fails for want of a connection; a page asks it to fetch the page again after a language
 * switch (REFRESH_OFFLINE). Push: it shows each push the server
 * sends (decision 042), tells open pages of it (NEW_PUSH_MESSAGE), and on a click tells them
 * (NEW_PUSH_CLICK with checkUrl and openUrl), focusing a tab already showing checkUrl, else any tab of
 * the site (which then navigates to openUrl), else opening openUrl; when the push service renews the subscription
 * (pushsubscriptionchange) it saves the new one in the old one's place. Plain JavaScript, no build step. */
'use strict';

const OFFLINE_CACHE = 'offline-v1';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.css'];

/** Fetches the offline page and its style sheet anew (with the visitor's cookies, so in their language). */
async function keepOfflinePage() {
  const cache = await caches.open(OFFLINE_CACHE);
  await cache.addAll(OFFLINE_FILES.map((url) => new Request(url, { cache: 'reload', credentials: 'same-origin' })));
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(keepOfflinePage());
});

self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== OFFLINE_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  ),
);

// Only page loads: the network as always, the offline page when there is no network. Everything else is untouched.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method === 'GET' && OFFLINE_FILES.includes(new URL(request.url).pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
    return;
  }
  if (request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(async () => (await caches.match(OFFLINE_PAGE)) || Response.error()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'REFRESH_OFFLINE') event.waitUntil(keepOfflinePage());
});

function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return { title: '', body: event.data.text() };
  }
}

async function pagesOfSite() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const openUrl = payload.openUrl || '/';
      const checkUrl = payload.checkUrl || new URL(openUrl, self.location.origin).pathname;
      await self.registration.showNotification(payload.title || self.location.host, {
        body: payload.body || '',
        tag: payload.tag,
        renotify: Boolean(payload.tag),
        icon: '/favicon.svg',
        badge: '/favicon.svg',
        data: { openUrl, checkUrl },
      });
      for (const page of await pagesOfSite()) page.postMessage({ type: 'NEW_PUSH_MESSAGE', payload });
    })(),
  );
});

/**
 * The push service renewed this browser's subscription (its old one stops working): the new one is saved in the
 * old one's place (`replaces`), on the member's cookie. The server keeps it only while it still has the old one,
 * so a device the member removed stays removed. Without a new subscription in the event, the worker subscribes
 * again with the old one's options (the site's key).
 */
async function resubscribed(oldSubscription, newSubscription) {
  if (!oldSubscription) return false;
  const next = newSubscription || (await self.registration.pushManager.subscribe(oldSubscription.options));
  const response = await fetch('/api/user.php?push=1', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...next.toJSON(), replaces: oldSubscription.endpoint }),
  });
  return response.ok && (await response.json()).saved === true;
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribed(event.oldSubscription, event.newSubscription).catch(() => false));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const openUrl = new URL(data.openUrl || '/', self.location.origin).href;
  const checkUrl = data.checkUrl || new URL(openUrl).pathname;
  event.waitUntil(
    (async () => {
      const pages = await pagesOfSite();
      const showing = pages.find((page) => new URL(page.url).pathname === checkUrl);
      const page = showing || pages[0];
      if (page) {
        page.postMessage({ type: 'NEW_PUSH_CLICK', checkUrl, openUrl });
        await page.focus();
        return;
      }
      await self.clients.openWindow(openUrl);
    })(),
  );
});
