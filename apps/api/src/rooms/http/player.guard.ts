import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { callingPlayer } from './room-calls';
import { SeatedPlayers, type SeatedPlayer } from '../commands/seated-players';

const SEATED = Symbol('seated player');
type RequestWithPlayer = Request & { [SEATED]?: SeatedPlayer };

/**
 * Lets a call through only with a player token of the room in its path, and keeps that player on
 * the request for `@Player()`. It runs after the rate limits (the controller's guard) and before
 * the body is read, so a bad token is answered before a bad body, as the contract orders them.
 */
@Injectable()
export class PlayerGuard implements CanActivate {
  constructor(private readonly players: SeatedPlayers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithPlayer>();
    request[SEATED] = await callingPlayer(this.players, String(request.params.roomId), request.headers.authorization);
    return true;
  }
}

/** The player whose token `PlayerGuard` accepted for this call. */
export const Player = createParamDecorator((_: unknown, context: ExecutionContext): SeatedPlayer => {
  const player = context.switchToHttp().getRequest<RequestWithPlayer>()[SEATED];
  if (!player) throw new Error('@Player() needs PlayerGuard on the route');
  return player;
});
