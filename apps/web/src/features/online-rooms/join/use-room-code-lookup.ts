import {
  codeLookupFailureMessage,
  normalizeRoomCode,
  ROOM_MESSAGES,
  type RoomCodeMatch,
} from '@truth-or-dare/room-protocol';
import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { roomsApi } from '../session/rooms-api';
import { localizedRequestError } from '../shared/room-error-messages';

export interface RoomCodeLookup {
  busy: boolean;
  /** Why the last code found no room, or null. */
  error: string | null;
  /** The room a typed code finds, or null (with `error` set). A code that cannot be one is not sent. */
  find(typed: string): Promise<RoomCodeMatch | null>;
}

/** Finding a room by its code (docs/api.md#find-a-room-by-code), for the code form and the /join link. */
export function useRoomCodeLookup(): RoomCodeLookup {
  const { i18n } = useLingui();
  // A failed lookup is kept as it came, and put in the page's words when shown.
  const [state, setState] = useState<{ busy: boolean; error: string | null; failure?: unknown }>({
    busy: false,
    error: null,
  });

  const find = useCallback(async (typed: string) => {
    const code = normalizeRoomCode(typed);
    if (code === null) {
      // Wrong codes count against the address's limit: one that cannot exist never goes out.
      setState({ busy: false, error: ROOM_MESSAGES.codeNotFound });
      return null;
    }
    setState({ busy: true, error: null });
    try {
      const room = await roomsApi.findRoomByCode(code);
      setState({ busy: false, error: null });
      return room;
    } catch (failure) {
      setState({ busy: false, error: null, failure });
      return null;
    }
  }, []);

  const error =
    state.failure === undefined ? state.error : codeLookupFailureMessage(localizedRequestError(state.failure, i18n));
  return { busy: state.busy, error, find };
}
