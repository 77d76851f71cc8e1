import { Inject, Injectable } from '@nestjs/common';
import type { ChatMessage } from '@truth-or-dare/room-protocol';
import { CLOCK, type Clock } from '../../clock/clock';
import type { SeatedPlayer } from '../commands/seated-players';
import { maskProfanity } from './chat-filter';
import { RoomChatWriter } from './room-chat-writer';

/** A player's chat message, masked by the family filter and handed to the writer in both forms. */
@Injectable()
export class RoomChat {
  constructor(
    private readonly writer: RoomChatWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Masked before it is stored (in a room that filters its chat), so the answer, the room's chats
   * and the stream carry the same text.
   */
  send(player: SeatedPlayer, message: string): Promise<ChatMessage> {
    const now = this.clock.now();
    const chat: ChatMessage = { username: player.username, message, createdAt: new Date(now).toISOString() };
    const masked = maskProfanity(message);
    return this.writer.write(player, chat, masked === message ? chat : { ...chat, message: masked }, now);
  }
}
