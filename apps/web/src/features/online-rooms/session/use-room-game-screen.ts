import { useLingui } from '@lingui/react';
import { SITE_PATHS } from '@truth-or-dare/room-protocol';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { httpRoomCall } from '../connection/http-room-calls';
import { roomConnection } from '../connection/room-connections';
import { roomMessageText } from '../shared/room-message-text';
import { clearRoomSeat, saveRoomSeat } from './room-seat-storage';
import type { RoomScreen } from './room-screen';

/** The game page's part of the session: the seat in the tab's storage and on the server, navigation, alerts. */
export function useRoomGameScreen(): RoomScreen {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      keepSeat: saveRoomSeat,
      forgetSeat: clearRoomSeat,
      giveSeatUp(roomId, seat) {
        clearRoomSeat(roomId);
        if (seat)
          roomConnection(roomId)
            .send(seat, 'leave', { username: seat.username })
            .catch(() => undefined);
      },
      // A keepalive request, never the socket: a frame sent while the page unloads may never leave.
      leaveOnUnload(roomId, seat) {
        httpRoomCall(roomId, seat, 'leave', { username: seat.username }).catch(() => undefined);
      },
      reloadPage: () => window.location.reload(),
      goHome: () => void navigate(SITE_PATHS.home, { replace: true }),
      askForName: (roomId) => void navigate(SITE_PATHS.online(roomId), { replace: true }),
      alert: (message) => window.alert(roomMessageText(i18n, message)),
    }),
    [navigate, i18n],
  );
}
