import { ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';

/** The rooms calls' failures, with the contract's messages; the exception filter turns them into `{error}` answers. */
export const roomNotFound = () => new NotFoundException('Room not found.');
export const roomNameTaken = () => new ConflictException('Room name already exists');
export const usernameTaken = () => new ConflictException('Username already exists');
export const notYourTurn = () => new ConflictException("It's not your turn!");
export const tokenMissing = () => new UnauthorizedException('A player token is required.');
export const tokenInvalid = () => new UnauthorizedException('This player token is not valid in this room.');
export const tokenOfAnotherPlayer = () => new ForbiddenException('This player token belongs to another player.');
