import { createApiClient } from '@dating/api-client';

let send: typeof fetch = (input, init) => fetch(input, init);

/** The app's one client; its base URL is the site itself (spec section 7: default /). */
export const api = createApiClient({ fetch: (input, init) => send(input, init) });

/** Where the client's calls go: the browser's fetch, or on the server each render's own answers (entry-server.tsx). */
export function sendApiCallsWith(fetchImpl: typeof fetch): void {
  send = fetchImpl;
}
