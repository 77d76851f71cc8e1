import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface SharedUsernameValue {
  username: string;
  setUsername: (username: string) => void;
}

/**
 * The player name carried between screens (offline setup, online room entry,
 * the online game). Held in memory only: it is never stored.
 */
const SharedUsernameContext = createContext<SharedUsernameValue | null>(null);

interface SharedUsernameProviderProps {
  children: ReactNode;
  /** Starting value; tests and server rendering may set it. */
  initialUsername?: string;
}

export function SharedUsernameProvider({ children, initialUsername = '' }: SharedUsernameProviderProps) {
  const [username, setUsername] = useState(initialUsername);
  const value = useMemo(() => ({ username, setUsername }), [username]);
  return <SharedUsernameContext value={value}>{children}</SharedUsernameContext>;
}

export function useSharedUsername(): SharedUsernameValue {
  const value = useContext(SharedUsernameContext);
  if (!value) throw new Error('useSharedUsername must be used inside <SharedUsernameProvider>');
  return value;
}
