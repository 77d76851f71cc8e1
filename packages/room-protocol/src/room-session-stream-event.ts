import { roomChangeNotices } from './room-changes';
import type { RoomSessionContext, RoomSessionNotice } from './room-session-types';
import type { VideoCallState } from './room-types';
import type { NumberedStreamEvent } from './stream-events';

/** How many chat messages a screen keeps in memory. */
export const CHAT_MEMORY_LIMIT = 500;

/** The context after one stream event, and the notices it gives rise to. Pure, so it is tested on its own. */
export function applyStreamEvent(
  context: Pick<RoomSessionContext, 'room' | 'chats' | 'lastEventId' | 'seat'>,
  event: NumberedStreamEvent,
): { changes: Partial<RoomSessionContext>; notices: RoomSessionNotice[] } {
  const notices: RoomSessionNotice[] = [];
  switch (event.type) {
    case 'turnUpdate':
      notices.push(
        ...roomChangeNotices(context.room, event.data.room, context.seat?.username ?? null, event.data.skipped),
      );
      return { changes: { room: event.data.room, lastEventId: event.id }, notices };
    case 'videoCallUpdate': {
      const wasActive = context.room?.videoCallActive ?? false;
      if (event.data.videoCallActive !== wasActive)
        notices.push({ type: 'notice', kind: 'videoCall', active: event.data.videoCallActive });
      const room = context.room === null ? null : { ...context.room, ...withVideo(event.data) };
      return { changes: { room, lastEventId: event.id }, notices };
    }
    case 'message':
      return {
        changes: { chats: [...context.chats, event.data].slice(-CHAT_MEMORY_LIMIT), lastEventId: event.id },
        notices,
      };
    case 'roomClosed':
      return { changes: { lastEventId: event.id }, notices };
  }
}

function withVideo(state: VideoCallState): VideoCallState {
  return { videoCallActive: state.videoCallActive, videoParticipants: [...state.videoParticipants] };
}
