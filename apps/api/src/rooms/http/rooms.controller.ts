import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Ip,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { DEFAULT_ADDRESS } from '@truth-or-dare/prompt-banks';
import {
  createRoomRequestSchema,
  joinRoomRequestSchema,
  ROOM_EVENT_ID_HEADER,
  roomLanguageSchema,
  type ChatMessage,
  type PublicRoomSummary,
  type Room,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import type { Response } from 'express';
import { CLOCK, type Clock } from '../../clock/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { parseBody } from '../../http/parse-body';
import { iceServersFor, type IceServer } from '../calls/ice-servers';
import { roomNotFound } from './room-errors';
import { chatCall, pingCall, turnCall, validRoomId, type RoomCallServices } from './room-calls';
import { Player, PlayerGuard } from './player.guard';
import { RateLimited } from '../../rate-limits/room-rate-limits';
import { PlayerCalls } from '../commands/player-calls';
import { RoomCommands } from '../commands/room-commands.service';
import { RoomDirectory } from '../commands/room-directory';
import { SeatedPlayers, type SeatedPlayer } from '../commands/seated-players';
import { WrongCodeLimit } from '../../rate-limits/wrong-code-limit';

/** The rooms calls of the HTTP contract (the event stream is served by room-stream-endpoint.ts). Rules live in room-protocol, applied by RoomCommands; failures become `{error}` answers in the exception filter. */
@Controller('api')
@UseGuards(ThrottlerGuard)
export class RoomsController {
  private readonly calls: RoomCallServices;

  constructor(
    players: SeatedPlayers,
    private readonly commands: RoomCommands,
    private readonly directory: RoomDirectory,
    private readonly playerCalls: PlayerCalls,
    private readonly wrongCodes: WrongCodeLimit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.calls = { players, calls: playerCalls };
  }

  @Post('createRoom')
  @HttpCode(201)
  @RateLimited('create')
  async createRoom(@Body() body: unknown): Promise<{ room: Room }> {
    return { room: await this.directory.createRoom(parseBody(createRoomRequestSchema, body)) };
  }

  /** `?language=` keeps the rooms dealing in that language (a language the site does not speak is a 400). */
  @Get('public')
  listPublic(@Query('language') language: unknown): Promise<PublicRoomSummary[]> {
    return this.directory.listPublicRooms(language === undefined ? undefined : roomLanguageSchema.parse(language));
  }

  @Get('rooms/:roomId')
  async getRoom(@Param('roomId') roomId: string, @Res({ passthrough: true }) response: Response): Promise<Room> {
    const { room, lastEventId } = await this.commands.getRoom(validRoomId(roomId));
    response.setHeader(ROOM_EVENT_ID_HEADER, String(lastEventId));
    return room;
  }

  @Patch(':roomId/join')
  @RateLimited('join')
  async join(
    @Param('roomId') roomId: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ room: Room; playerToken: string }> {
    const id = validRoomId(roomId);
    const { username, adult, address } = parseBody(joinRoomRequestSchema, body);
    const { room, playerToken, lastEventId } = await this.commands.join(
      id,
      username,
      adult === true,
      address ?? DEFAULT_ADDRESS,
    );
    response.setHeader(ROOM_EVENT_ID_HEADER, String(lastEventId));
    return { room, playerToken };
  }

  /** Also answered by the lean handler in front of Express (room-hot-calls.ts); both run chatCall. */
  @Post(':roomId/chat')
  @HttpCode(201)
  @RateLimited('chat')
  chat(
    @Param('roomId') roomId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<{ chat: ChatMessage }> {
    return chatCall(this.calls, roomId, authorization, body);
  }

  @Patch(':roomId/turn')
  turn(
    @Param('roomId') roomId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<{ room: Room }> {
    return turnCall(this.calls, roomId, authorization, body);
  }

  @Post(':roomId/ping')
  @HttpCode(204)
  ping(
    @Param('roomId') roomId: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<void> {
    return pingCall(this.calls, roomId, authorization, body);
  }

  // The calls below run, like the three above, the steps of player-calls.ts that the room socket's commands run too.
  @Post(':roomId/leave')
  @HttpCode(204)
  @UseGuards(PlayerGuard)
  leave(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<void> {
    return this.playerCalls.run('leave', player, body);
  }

  /** The host's calls (docs/api.md#host-calls); the rules refuse them from anyone else. */
  @Post(':roomId/kick')
  @HttpCode(204)
  @UseGuards(PlayerGuard)
  kick(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<void> {
    return this.playerCalls.run('kick', player, body);
  }

  @Post(':roomId/skip')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  skip(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<{ room: Room }> {
    return this.playerCalls.run('skip', player, body);
  }

  @Post(':roomId/lock')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  lock(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<{ room: Room }> {
    return this.playerCalls.run('lock', player, body);
  }

  @Post(':roomId/host')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  host(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<{ room: Room }> {
    return this.playerCalls.run('host', player, body);
  }

  /** Room settings and the group's own prompts (docs/api.md#room-settings); host only. */
  @Patch(':roomId/settings')
  @UseGuards(PlayerGuard)
  settings(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<{ room: Room }> {
    return this.playerCalls.run('settings', player, body);
  }

  @Post(':roomId/prompts')
  @HttpCode(201)
  @UseGuards(PlayerGuard)
  addPrompt(
    @Player() player: SeatedPlayer,
    @Body() body: unknown,
  ): Promise<{ customTruths: number; customDares: number }> {
    return this.playerCalls.run('prompts', player, body);
  }

  /** The player the prompt was drawn for swaps it, once a game. */
  @Post(':roomId/pass')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  pass(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<{ room: Room }> {
    return this.playerCalls.run('pass', player, body);
  }

  /** Public: finds a live room by its code, whatever the case; wrong codes are limited per address. */
  @Get('code/:code')
  async findByCode(@Param('code') code: string, @Ip() address: string): Promise<{ _id: string; roomName: string }> {
    this.wrongCodes.assertAllowed(address);
    const room = await this.directory.findByCode(code);
    if (!room) {
      this.wrongCodes.recordMiss(address);
      throw roomNotFound();
    }
    return room;
  }

  /** The room's video call (docs/api.md#video-calls): joining and leaving change the room's call state. */
  @Post(':roomId/video-call/join')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  joinCall(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<VideoCallState> {
    return this.playerCalls.run('video-call/join', player, body);
  }

  @Post(':roomId/video-call/leave')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  leaveCall(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<VideoCallState> {
    return this.playerCalls.run('video-call/leave', player, body);
  }

  /** Relays a WebRTC description or candidate to one player in the call, as their `rtcSignal` event. */
  @Post(':roomId/rtc')
  @HttpCode(202)
  @RateLimited('rtc')
  @UseGuards(PlayerGuard)
  rtc(@Player() player: SeatedPlayer, @Body() body: unknown): Promise<void> {
    return this.playerCalls.run('rtc', player, body);
  }

  /** Seated players only: TURN credentials are for the room's players. */
  @Get(':roomId/ice-servers')
  @UseGuards(PlayerGuard)
  iceServers(@Player() player: SeatedPlayer): { iceServers: IceServer[] } {
    return { iceServers: iceServersFor(this.config.rooms.ice, player.id, this.clock.now()) };
  }

  @Get(':roomId/video-call')
  videoCall(@Param('roomId') roomId: string): Promise<VideoCallState> {
    return this.directory.videoCall(validRoomId(roomId));
  }
}
