import { ConflictException, ForbiddenException, HttpException, UnauthorizedException } from '@nestjs/common';
import { ROOM_REFUSALS, type RoomRefusal } from '@truth-or-dare/room-protocol';

/** A refusal of the room rules as the exception the filter turns into the contract's `{error}` answer. */
export const refused = (refusal: RoomRefusal) => new HttpException(refusal.message, refusal.status);

/** The rooms calls' other failures, with the contract's messages (docs/api.md). */
export const roomNotFound = () => refused(ROOM_REFUSALS.roomNotFound);
export const roomNameTaken = () => new ConflictException('Room name already exists');
export const tokenMissing = () => new UnauthorizedException('A player token is required.');
export const tokenInvalid = () => new UnauthorizedException('This player token is not valid in this room.');
export const tokenOfAnotherPlayer = () => new ForbiddenException('This player token belongs to another player.');
