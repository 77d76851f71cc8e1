import { useState, type ReactNode } from 'react';
import { NeedsConnection } from './needs-connection';
import { useOnlineStatus } from './use-online-status';

/**
 * Online pages opened without a network show the NeedsConnection notice until the network is
 * back. Once the page has shown, losing the network later is the page's own business (a room
 * game keeps its "connection is lost" message), so nothing is swapped out under the player.
 */
export function RequiresConnection({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  const [hasBeenOnline, setHasBeenOnline] = useState(online);
  if (online && !hasBeenOnline) setHasBeenOnline(true);
  return hasBeenOnline ? children : <NeedsConnection />;
}
