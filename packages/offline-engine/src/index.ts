export {
  createOfflineGameMachine,
  currentPlayerCanPass,
  type OfflineGameContext,
  type OfflineGameEvent,
  type OfflineGameInput,
  type OfflineGameMachine,
  type OfflineGameNotice,
} from './offline-game-machine';
export * from './selectors';
export * from './rules';
export * from './modes';
export * from './players';
export * from './prompts';
export * from './rounds';
