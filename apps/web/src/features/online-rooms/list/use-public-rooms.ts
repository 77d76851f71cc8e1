import type { PublicRoomSummary } from '@truth-or-dare/room-protocol';
import { useEffect, useState } from 'react';
import { roomsApi } from '../session/rooms-api';

/** The public room list refreshes this often (docs/product.md#room-list). */
export const PUBLIC_ROOMS_REFRESH_MS = 10_000;

export interface PublicRooms {
  loading: boolean;
  rooms: readonly PublicRoomSummary[];
}

/**
 * The public rooms, loaded at once and every 10 s. A failed load is only logged: the first one
 * ends loading with an empty list, a later one keeps the list already shown.
 */
export function usePublicRooms(): PublicRooms {
  const [state, setState] = useState<PublicRooms>({ loading: true, rooms: [] });

  useEffect(() => {
    let active = true;
    async function load() {
      try {
        const rooms = await roomsApi.listPublicRooms();
        if (active) setState({ loading: false, rooms });
      } catch (error) {
        console.info('The public room list could not be loaded.', error);
        if (active) setState((previous) => ({ loading: false, rooms: previous.rooms }));
      }
    }
    void load();
    const timer = setInterval(() => void load(), PUBLIC_ROOMS_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);

  return state;
}
