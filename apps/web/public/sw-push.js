/* The push worker (spec section 7): registered at /sw-push.js, scope /. It shows each push the server
 * sends (decision 042), tells open pages of it (NEW_PUSH_MESSAGE), and on a click tells them
 * (NEW_PUSH_CLICK with checkUrl and openUrl), focusing a tab already showing checkUrl, else any tab of
 * the site (which then navigates to openUrl), else opening openUrl. Plain JavaScript, no build step. */
'use strict';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
