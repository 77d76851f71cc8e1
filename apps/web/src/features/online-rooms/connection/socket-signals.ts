import { addressedEventOf, streamEventOf, type EventFrame, type StreamSignal } from '@truth-or-dare/room-protocol';

/**
 * An event frame as the stream would have reported it: a logged event with its id, or one
 * addressed to this player (it has no id); null when the contract does not know it, which the
 * stream drops too.
 */
export function signalOfEventFrame(frame: EventFrame): StreamSignal | null {
  if (frame.id === undefined) {
    const addressed = addressedEventOf(frame.event, frame.data);
    return addressed === null ? null : { type: 'STREAM.ADDRESSED', event: addressed };
  }
  const event = streamEventOf(frame.event, frame.data);
  return event === null ? null : { type: 'STREAM.RECEIVE', event: { ...event, id: frame.id } };
}
