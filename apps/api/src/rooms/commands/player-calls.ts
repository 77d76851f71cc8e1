import { Injectable } from '@nestjs/common';
import {
  chatRequestSchema,
  customPromptRequestSchema,
  hostTargetRequestSchema,
  leaveRequestSchema,
  lockRequestSchema,
  pingRequestSchema,
  rtcSignalRequestSchema,
  settingsRequestSchema,
  turnRequestSchema,
  videoCallJoinRequestSchema,
  type Room,
  type RoomSocketCall,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import { parseBody } from '../../http/parse-body';
import { CallSignals } from '../calls/call-signals';
import { RoomChat } from '../chat/room-chat';
import { RoomCommands } from './room-commands.service';
import { SeatedPlayers, type SeatedPlayer } from './seated-players';

/** What a player call uses. */
interface CallServices {
  readonly players: SeatedPlayers;
  readonly commands: RoomCommands;
  readonly chat: RoomChat;
  readonly signals: CallSignals;
}

type PlayerCall = (services: CallServices, player: SeatedPlayer, body: unknown) => Promise<unknown>;

/**
 * Every call a seated player makes, from the player (already authenticated) and the raw body to
 * the answer body: the HTTP routes and the room socket's commands both run these, so a rule is
 * checked in one place whichever way the call came (docs/api.md#room-socket). Rate limits and
 * authentication stay with each transport, counted in the same store.
 */
const PLAYER_CALLS: Readonly<Record<RoomSocketCall, PlayerCall>> = {
  async chat({ players, chat }, player, body) {
    const request = parseBody(chatRequestSchema, body);
    players.assertSpeaksAsSelf(player, request.username);
    return { chat: await chat.send(player, request.message) };
  },
  async turn({ players, commands }, player, body) {
    const request = parseBody(turnRequestSchema, body);
    players.assertSpeaksAsSelf(player, request.username);
    return { room: await commands.takeTurn(player, request.type) };
  },
  async ping({ players }, player, body) {
    players.assertSpeaksAsSelf(player, parseBody(pingRequestSchema, body).username);
    players.ping(player);
    return undefined;
  },
  async leave({ players, commands }, player, body) {
    players.assertSpeaksAsSelf(player, parseBody(leaveRequestSchema, body).username);
    await commands.leave(player);
    return undefined;
  },
  async rtc({ signals }, player, body) {
    await signals.relay(player, parseBody(rtcSignalRequestSchema, body));
    return undefined;
  },
  async 'video-call/join'({ commands }, player, body) {
    // Checked for its shape; joining takes nothing from it.
    parseBody(videoCallJoinRequestSchema, body);
    return callStateOf(await commands.command(player, { type: 'joinCall', playerId: player.id }));
  },
  async 'video-call/leave'({ commands }, player) {
    return callStateOf(await commands.command(player, { type: 'leaveCall', playerId: player.id }));
  },
  async settings({ commands }, player, body) {
    const change = parseBody(settingsRequestSchema, body);
    return { room: await commands.command(player, { type: 'changeSettings', playerId: player.id, change }) };
  },
  async prompts({ commands }, player, body) {
    const request = parseBody(customPromptRequestSchema, body);
    const room = await commands.command(player, {
      type: 'addPrompt',
      playerId: player.id,
      promptType: request.type,
      text: request.text,
    });
    return { customTruths: room.settings.customTruths, customDares: room.settings.customDares };
  },
  async pass({ commands }, player) {
    return { room: await commands.command(player, { type: 'pass', playerId: player.id }) };
  },
  async kick({ commands }, player, body) {
    const { username } = parseBody(hostTargetRequestSchema, body);
    await commands.command(player, { type: 'removePlayer', playerId: player.id, username });
    return undefined;
  },
  async skip({ commands }, player) {
    return { room: await commands.command(player, { type: 'skipTurn', playerId: player.id }) };
  },
  async lock({ commands }, player, body) {
    const { locked } = parseBody(lockRequestSchema, body);
    return { room: await commands.command(player, { type: 'setLocked', playerId: player.id, locked }) };
  },
  async host({ commands }, player, body) {
    const { username } = parseBody(hostTargetRequestSchema, body);
    return { room: await commands.command(player, { type: 'handHost', playerId: player.id, username }) };
  },
};

function callStateOf(room: Room): VideoCallState {
  return { videoCallActive: room.videoCallActive, videoParticipants: room.videoParticipants };
}

/** Runs the player calls of the contract; each answers the body of its success, or throws the failure. */
@Injectable()
export class PlayerCalls {
  private readonly services: CallServices;

  constructor(players: SeatedPlayers, commands: RoomCommands, chat: RoomChat, signals: CallSignals) {
    this.services = { players, commands, chat, signals };
  }

  run(call: 'chat', player: SeatedPlayer, body: unknown): Promise<{ chat: Room['chats'][number] }>;
  run(
    call: 'turn' | 'settings' | 'pass' | 'skip' | 'lock' | 'host',
    player: SeatedPlayer,
    body: unknown,
  ): Promise<{ room: Room }>;
  run(call: 'video-call/join' | 'video-call/leave', player: SeatedPlayer, body: unknown): Promise<VideoCallState>;
  run(call: 'prompts', player: SeatedPlayer, body: unknown): Promise<{ customTruths: number; customDares: number }>;
  run(call: 'ping' | 'leave' | 'rtc' | 'kick', player: SeatedPlayer, body: unknown): Promise<void>;
  run(call: RoomSocketCall, player: SeatedPlayer, body: unknown): Promise<unknown>;
  run(call: RoomSocketCall, player: SeatedPlayer, body: unknown): Promise<unknown> {
    return PLAYER_CALLS[call](this.services, player, body);
  }
}
