import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  chatRequestSchema,
  createRoomRequestSchema,
  hostTargetRequestSchema,
  isRoomId,
  lockRequestSchema,
  joinRoomRequestSchema,
  leaveRequestSchema,
  pingRequestSchema,
  ROOM_EVENT_ID_HEADER,
  turnRequestSchema,
  type ChatMessage,
  type PublicRoomSummary,
  type Room,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import type { Response } from 'express';
import { parseBody } from '../http/parse-body';
import { bearerToken } from './player-tokens';
import { roomNotFound, tokenMissing } from './room-errors';
import { RateLimited } from './room-rate-limits';
import { RoomsService, type SeatedPlayer } from './rooms.service';
import { WrongCodeLimit } from './wrong-code-limit';

/** The rooms calls of the HTTP contract (the event stream is served by room-stream-endpoint.ts). Rules live in RoomsService; failures become `{error}` answers in the exception filter. */
@Controller('api')
@UseGuards(ThrottlerGuard)
export class RoomsController {
  constructor(
    private readonly rooms: RoomsService,
    private readonly wrongCodes: WrongCodeLimit,
  ) {}

  @Post('createRoom')
  @HttpCode(201)
  @RateLimited('create')
  async createRoom(@Body() body: unknown): Promise<{ room: Room }> {
    return { room: await this.rooms.createRoom(parseBody(createRoomRequestSchema, body)) };
  }

  @Get('public')
  listPublic(): Promise<PublicRoomSummary[]> {
    return this.rooms.listPublicRooms();
  }

  @Get('rooms/:roomId')
  async getRoom(@Param('roomId') roomId: string, @Res({ passthrough: true }) response: Response): Promise<Room> {
    const { room, lastEventId } = await this.rooms.getRoom(validRoomId(roomId));
    response.setHeader(ROOM_EVENT_ID_HEADER, String(lastEventId));
    return room;
  }

  @Patch(':roomId/join')
  @RateLimited('join')
  async join(@Param('roomId') roomId: string, @Body() body: unknown, @Res({ passthrough: true }) response: Response): Promise<{ room: Room; playerToken: string }> {
    const id = validRoomId(roomId);
    const { username } = parseBody(joinRoomRequestSchema, body);
    const { room, playerToken, lastEventId } = await this.rooms.join(id, username);
    response.setHeader(ROOM_EVENT_ID_HEADER, String(lastEventId));
    return { room, playerToken };
  }

  @Post(':roomId/chat')
  @HttpCode(201)
  @RateLimited('chat')
  async chat(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<{ chat: ChatMessage }> {
    const player = await this.player(roomId, authorization);
    const request = parseBody(chatRequestSchema, body);
    this.rooms.assertSpeaksAsSelf(player, request.username);
    return { chat: await this.rooms.chat(player, request.message) };
  }

  @Patch(':roomId/turn')
  async turn(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<{ room: Room }> {
    const player = await this.player(roomId, authorization);
    const request = parseBody(turnRequestSchema, body);
    this.rooms.assertSpeaksAsSelf(player, request.username);
    return { room: await this.rooms.takeTurn(player, request.type) };
  }

  @Post(':roomId/ping')
  @HttpCode(204)
  async ping(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<void> {
    const player = await this.player(roomId, authorization);
    this.rooms.assertSpeaksAsSelf(player, parseBody(pingRequestSchema, body).username);
    await this.rooms.ping(player);
  }

  @Post(':roomId/leave')
  @HttpCode(204)
  async leave(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<void> {
    const player = await this.player(roomId, authorization);
    this.rooms.assertSpeaksAsSelf(player, parseBody(leaveRequestSchema, body).username);
    await this.rooms.leave(player);
  }

  /** The host's calls (docs/api.md#host-calls); the rules refuse them from anyone else. */
  @Post(':roomId/kick')
  @HttpCode(204)
  async kick(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<void> {
    const player = await this.player(roomId, authorization);
    await this.rooms.command(player, { type: 'removePlayer', playerId: player.id, username: parseBody(hostTargetRequestSchema, body).username });
  }

  @Post(':roomId/skip')
  @HttpCode(200)
  async skip(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined): Promise<{ room: Room }> {
    const player = await this.player(roomId, authorization);
    return { room: await this.rooms.command(player, { type: 'skipTurn', playerId: player.id }) };
  }

  @Post(':roomId/lock')
  @HttpCode(200)
  async lock(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<{ room: Room }> {
    const player = await this.player(roomId, authorization);
    return { room: await this.rooms.command(player, { type: 'setLocked', playerId: player.id, locked: parseBody(lockRequestSchema, body).locked }) };
  }

  @Post(':roomId/host')
  @HttpCode(200)
  async host(@Param('roomId') roomId: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<{ room: Room }> {
    const player = await this.player(roomId, authorization);
    return { room: await this.rooms.command(player, { type: 'handHost', playerId: player.id, username: parseBody(hostTargetRequestSchema, body).username }) };
  }

  /** Public: finds a live room by its code, whatever the case; wrong codes are limited per address. */
  @Get('code/:code')
  async findByCode(@Param('code') code: string, @Ip() address: string): Promise<{ _id: string; roomName: string }> {
    this.wrongCodes.assertAllowed(address);
    const room = await this.rooms.findByCode(code);
    if (!room) {
      this.wrongCodes.recordMiss(address);
      throw roomNotFound();
    }
    return room;
  }

  @Get(':roomId/video-call')
  videoCall(@Param('roomId') roomId: string): Promise<VideoCallState> {
    return this.rooms.videoCall(validRoomId(roomId));
  }

  private async player(roomId: string, authorization: string | undefined): Promise<SeatedPlayer> {
    const id = validRoomId(roomId);
    const token = bearerToken(authorization);
    if (token === null) {
      // No room answers 404 before a missing token answers 401.
      await this.rooms.videoCall(id);
      throw tokenMissing();
    }
    return this.rooms.authenticate(id, token);
  }
}

function validRoomId(roomId: string): string {
  if (!isRoomId(roomId)) throw roomNotFound();
  return roomId;
}
