import { chatRealtimeHandler } from '@/features/chat/realtime';
import { creditsRealtimeHandler } from '@/features/credits/realtime';
import { likesRealtimeHandler } from '@/features/likes/realtime';
import { photosRealtimeHandler } from '@/features/photos/realtime';
import { warningsRealtimeHandler } from '@/features/warnings/realtime';
import type { RealtimeHandler } from '@/lib/realtime';

/** One handler per feature that listens to the socket; each ignores the events of the others. */
export const REALTIME_HANDLERS: readonly RealtimeHandler[] = [chatRealtimeHandler, likesRealtimeHandler, creditsRealtimeHandler, photosRealtimeHandler, warningsRealtimeHandler];
