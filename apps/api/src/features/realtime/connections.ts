import type { WebSocket } from 'ws';
import { ACCOUNT_BANNED_CLOSE } from '@dating/contracts';
import type { SessionsEnded } from './event-bus.js';

/** Close code and reason a socket gets when its session ends (logout, password or e-mail change, deletion, ban). */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'session_ended' } as const;

/**
 * How long a node remembers an ended session: a socket whose upgrade was authenticated just before
 * the session ended, but registered only after the news arrived, is still refused.
 */
const ENDED_MEMORY_MS = 60_000;

/**
 * The open sockets of this node, by member and by the session that opened them: events go to every
 * socket of a member, and the end of a session closes exactly the sockets it opened.
 */
export class Connections {
  private readonly byMember = new Map<number, Map<WebSocket, number>>();
  /** Session id -> when its end was heard, oldest first (a Map keeps insertion order). */
  private readonly ended = new Map<number, number>();

  /** Registers a socket; false (and the socket closed) when its session has ended meanwhile. */
  add(memberId: number, sessionId: number, socket: WebSocket): boolean {
    this.forgetOldEnds();
    if (this.ended.has(sessionId)) {
      socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      return false;
    }
    const open = this.byMember.get(memberId) ?? new Map<WebSocket, number>();
    open.set(socket, sessionId);
    this.byMember.set(memberId, open);
    socket.on('close', () => this.remove(memberId, socket));
    return true;
  }

  /** Sends one serialised event to every open socket of the member on this node. */
  send(memberId: number, data: string): void {
    const open = this.byMember.get(memberId);
    if (!open) return;
    for (const socket of open.keys()) if (socket.readyState === socket.OPEN) socket.send(data);
  }

  /** Closes (and forgets at once, so nothing more is sent) the sockets of the sessions that ended. */
  endSessions({ userId, sessionIds, reason }: SessionsEnded): void {
    this.forgetOldEnds();
    const now = Date.now();
    for (const id of sessionIds) {
      this.ended.delete(id);
      this.ended.set(id, now);
    }
    const open = this.byMember.get(userId);
    if (!open) return;
    const ending = new Set(sessionIds);
    for (const [socket, sessionId] of open) {
      if (!ending.has(sessionId)) continue;
      this.remove(userId, socket);
      const close = reason === 'banned' ? ACCOUNT_BANNED_CLOSE : SESSION_ENDED_CLOSE;
      socket.close(close.code, close.reason);
    }
  }

  count(): number {
    let n = 0;
    for (const open of this.byMember.values()) n += open.size;
    return n;
  }

  closeAll(code: number, reason: string): void {
    for (const open of this.byMember.values()) for (const socket of open.keys()) socket.close(code, reason);
    this.byMember.clear();
  }

  private remove(memberId: number, socket: WebSocket): void {
    const open = this.byMember.get(memberId);
    if (!open) return;
    open.delete(socket);
    if (open.size === 0) this.byMember.delete(memberId);
  }

  private forgetOldEnds(): void {
    const cutoff = Date.now() - ENDED_MEMORY_MS;
    for (const [id, at] of this.ended) {
      if (at > cutoff) break;
      this.ended.delete(id);
    }
  }
}
