import { useSyncExternalStore } from 'react';

/** How long "typing…" stays after the last typing event of the other side. */
export const TYPING_SHOWN_MS = 5_000;

type Listener = () => void;

/** Which conversations show "typing…", until when; fed by the socket. */
export function createTypingStore(now: () => number = Date.now) {
  const until = new Map<number, number>();
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    start(conversationId: number): void {
      until.set(conversationId, now() + TYPING_SHOWN_MS);
      clearTimeout(timers.get(conversationId));
      timers.set(conversationId, setTimeout(() => this.stop(conversationId), TYPING_SHOWN_MS));
      emit();
    },
    stop(conversationId: number): void {
      if (!until.delete(conversationId)) return;
      clearTimeout(timers.get(conversationId));
      timers.delete(conversationId);
      emit();
    },
    isTyping(conversationId: number): boolean {
      return (until.get(conversationId) ?? 0) > now();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TypingStore = ReturnType<typeof createTypingStore>;

export const typingStore = createTypingStore();

/** Whether the other side of the conversation is typing right now. */
export function useTyping(conversationId: number | undefined): boolean {
  return useSyncExternalStore(typingStore.subscribe, () => (conversationId === undefined ? false : typingStore.isTyping(conversationId)));
}
