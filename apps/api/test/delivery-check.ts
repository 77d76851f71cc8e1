import { expect } from 'vitest';
import type { ChatAttempt } from './chat-load';
import type { FollowingStream } from './following-stream';

export interface DeliveryFigures {
  /** Messages sent, by answer: a status, `refused` or `lost`. */
  readonly answers: Record<string, number>;
  /** Chat messages each stream received (markers included). */
  readonly deliveredPerStream: number[];
  /** Delivered though answered 503 or never answered: committed as the database went away, which the client could not know. */
  readonly deliveredWithoutA201: number;
}

/**
 * Every message answered 201 reached every stream exactly once; each stream's events carry
 * consecutive ids (no repeat, no gap), every sender's messages arrive in the order they were
 * sent, all streams agree, and nothing refused with a 4xx arrived at all.
 */
export function expectEveryAnsweredMessageOnce(
  streams: readonly FollowingStream[],
  attempts: readonly ChatAttempt[],
  markers: readonly string[],
): DeliveryFigures {
  const byText = new Map(attempts.map((attempt) => [attempt.text, attempt]));
  const answered = attempts.filter((attempt) => attempt.status === 201).map((attempt) => attempt.text);
  const sequences = streams.map((stream, index) => {
    const ids = stream.events.map((event) => event.id).filter((id) => Number.isFinite(id));
    expect(
      ids.every((id, at) => at === 0 || id === (ids[at - 1] as number) + 1),
      `stream ${index}: ids must follow on one by one, got ${ids.join(',')}`,
    ).toBe(true);
    const messages = stream.messages();
    expect(new Set(messages).size, `stream ${index}: a message arrived twice`).toBe(messages.length);
    const delivered = new Set(messages);
    expect(
      answered.filter((text) => !delivered.has(text)),
      `stream ${index}: messages answered 201 that never arrived`,
    ).toEqual([]);
    for (const text of messages) {
      if (markers.includes(text)) continue;
      const status = byText.get(text)?.status;
      expect(
        status === 201 || status === 503 || status === 'lost',
        `stream ${index}: "${text}" arrived though it was answered ${String(status)}`,
      ).toBe(true);
    }
    for (const sender of new Set(attempts.map((attempt) => attempt.sender))) {
      const sent = answered.filter((text) => byText.get(text)?.sender === sender);
      expect(
        messages.filter((text) => sent.includes(text)),
        `stream ${index}: ${sender}'s messages out of order`,
      ).toEqual(sent);
    }
    return messages;
  });
  for (const sequence of sequences.slice(1)) expect(sequence).toEqual(sequences[0]);
  const answers: Record<string, number> = {};
  for (const attempt of attempts) answers[String(attempt.status)] = (answers[String(attempt.status)] ?? 0) + 1;
  const deliveredWithoutA201 = (sequences[0] ?? []).filter(
    (text) => !markers.includes(text) && byText.get(text)?.status !== 201,
  ).length;
  return { answers, deliveredPerStream: sequences.map((sequence) => sequence.length), deliveredWithoutA201 };
}
