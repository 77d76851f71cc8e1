import { lazy, Suspense, type ReactNode } from 'react';
import { RoomCallSlot, type RoomCallProps } from '../components/room-call-slot';

// The call's code (peer connections, tiles) loads after the game page, as its own chunk.
const LazyRoomCall = lazy(() => import('../features/video-call/call-panel').then((m) => ({ default: m.RoomCall })));

function RoomCall(props: RoomCallProps) {
  return (
    <Suspense fallback={null}>
      <LazyRoomCall {...props} />
    </Suspense>
  );
}

/** Gives the online rooms' game page its video call. */
export function RoomCallProvider({ children }: { children: ReactNode }) {
  return <RoomCallSlot.Provider value={RoomCall}>{children}</RoomCallSlot.Provider>;
}
