import type { ClientEvent, ServerEvent } from '@dating/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a feature does with a pushed event: each feature exports one handler (ignoring the events
 * of others) and the app registers it with the realtime connection (app/realtime/handlers.ts).
 */
export type RealtimeHandler = (queryClient: QueryClient, event: ServerEvent) => void;

type Sender = (event: ClientEvent) => void;
let sender: Sender | null = null;

/** The app's connection offers its send side here while it is open; null when it closes. */
export function setRealtimeSender(next: Sender | null): void {
  sender = next;
}

/** Sends an event to the server if a connection is open; dropped silently otherwise (e.g. typing). */
export function sendRealtime(event: ClientEvent): void {
  sender?.(event);
}
