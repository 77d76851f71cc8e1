import { useState } from 'react';

export type RoomSheetName = 'invite' | 'room';

interface SheetsState {
  readonly open: RoomSheetName | null;
  /** Opened by the screen itself rather than by the player: the invite before the first prompt. */
  readonly byDefault: boolean;
}

/**
 * Which of the phone's sheets is open. Before the first prompt the invite is, since that is when
 * people join; the first prompt closes it again unless the player opened it themselves.
 */
export function useRoomSheets(promptDrawn: boolean) {
  const [state, setState] = useState<SheetsState>(() =>
    promptDrawn ? { open: null, byDefault: false } : { open: 'invite', byDefault: true },
  );
  if (promptDrawn && state.byDefault) setState({ open: null, byDefault: false });
  return {
    open: state.open,
    show: (name: RoomSheetName) => setState({ open: name, byDefault: false }),
    close: () => setState({ open: null, byDefault: false }),
  };
}
