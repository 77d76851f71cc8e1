import type { Address } from '@truth-or-dare/prompt-banks';
import type { SnapshotFrom } from 'xstate';
import type { QuickPlayMachine } from './quick-play-machine';
import { disconnectedStatusText, disconnectNoticeText, versusLine, type Gender } from './rules';
import type { ChatMessage, QuickPlayPrompt, Speaker } from './types';

export type QuickPlaySnapshot = SnapshotFrom<QuickPlayMachine>;
export type QuickPlayPhase = 'selecting' | 'matching' | 'playing';

export function selectPhase(snapshot: QuickPlaySnapshot): QuickPlayPhase {
  if (snapshot.matches('selecting')) return 'selecting';
  if (snapshot.matches('matching')) return 'matching';
  return 'playing';
}

export const selectUserNames = (snapshot: QuickPlaySnapshot): readonly string[] => snapshot.context.userNames;
export const selectName = (snapshot: QuickPlaySnapshot): string | null => snapshot.context.name;
export const selectGender = (snapshot: QuickPlaySnapshot): Gender | null => snapshot.context.gender;
export const selectAddress = (snapshot: QuickPlaySnapshot): Address => snapshot.context.address;
export const selectBotName = (snapshot: QuickPlaySnapshot): string | null => snapshot.context.botName;

/** '{you} vs {bot}' once the match has started. */
export function selectVersusLine(snapshot: QuickPlaySnapshot): string | null {
  const { name, botName } = snapshot.context;
  if (selectPhase(snapshot) !== 'playing' || name === null || botName === null) return null;
  return versusLine(name, botName);
}

export const selectTurn = (snapshot: QuickPlaySnapshot): Speaker | null => snapshot.context.turn;
export const selectIsUserTurn = (snapshot: QuickPlaySnapshot): boolean => snapshot.context.turn === 'user';
export const selectPrompt = (snapshot: QuickPlaySnapshot): QuickPlayPrompt | null => snapshot.context.prompt;
export const selectMessages = (snapshot: QuickPlaySnapshot): readonly ChatMessage[] => snapshot.context.messages;
export const selectBotTyping = (snapshot: QuickPlaySnapshot): boolean => snapshot.context.botTyping;

export const selectCanChat = (snapshot: QuickPlaySnapshot): boolean => snapshot.hasTag('canChat');
export const selectCanPickTruthOrDare = (snapshot: QuickPlaySnapshot): boolean => snapshot.hasTag('canPick');
export const selectCanDone = (snapshot: QuickPlaySnapshot): boolean => snapshot.hasTag('canDone');
export const selectIsDisconnected = (snapshot: QuickPlaySnapshot): boolean => snapshot.context.disconnected;
/** ReMatch is offered only after the opponent has disconnected. */
export const selectCanRematch = (snapshot: QuickPlaySnapshot): boolean => snapshot.context.disconnected;

/** The red notice '{bot} disconnected.', only during the 10 s after the disconnect. */
export function selectDisconnectNotice(snapshot: QuickPlaySnapshot): string | null {
  const { botName } = snapshot.context;
  if (!snapshot.hasTag('disconnectNotice') || botName === null) return null;
  return disconnectNoticeText(botName);
}

/** '{bot} has disconnected. You can't play now.' for as long as the match is over. */
export function selectDisconnectedStatus(snapshot: QuickPlaySnapshot): string | null {
  const { botName, disconnected } = snapshot.context;
  if (!disconnected || botName === null) return null;
  return disconnectedStatusText(botName);
}
