import { vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import type { CallApi } from './call-api';
import type { PeerMeshCommand, PeerMeshInput } from './call-mesh-actor';
import type { CallDeps } from './call-session-actors';
import { callPhaseOf, createCallSessionMachine } from './call-session-machine';
import { fakeConnections, fakeMediaStream, settle, type FakeTrack } from './video-call-test-helpers';

/** A promise the test settles by hand. */
export function held<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function domError(name: string): DOMException {
  return new DOMException(name, name);
}

/** The tracks of a stream the fake getUserMedia handed out. */
export const tracksOf = (stream: MediaStream) => stream.getTracks() as unknown as FakeTrack[];

/** A stand-in for the peer mesh that records what the session tells it. */
export function recordingMesh() {
  const record = { inputs: [] as PeerMeshInput[], commands: [] as PeerMeshCommand[], closed: 0 };
  const logic = fromCallback<PeerMeshCommand, PeerMeshInput>(({ input, receive }) => {
    record.inputs.push(input);
    receive((command) => record.commands.push(command));
    return () => {
      record.closed += 1;
    };
  });
  return { record, logic };
}

/**
 * Ana's call session on a simulated clock, with a fake server and fake media (every
 * getUserMedia answers a new stream, kept in `streams`) and a recording mesh unless `realMesh`.
 */
export function startSession({
  realMesh = false,
  getUserMedia,
}: { realMesh?: boolean; getUserMedia?: CallDeps['getUserMedia'] } = {}) {
  const streams: MediaStream[] = [];
  const api = {
    join: vi.fn(async (video: boolean) => {
      void video;
      return { videoCallActive: true, videoParticipants: ['Ana'] };
    }),
    leave: vi.fn(async (options?: { keepalive?: boolean }) => void options),
    signal: vi.fn(async () => undefined),
    iceServers: vi.fn(async (): Promise<RTCIceServer[]> => [{ urls: 'stun:stun.example' }]),
  } satisfies CallApi;
  const connections = fakeConnections();
  const deps: CallDeps = {
    api,
    getUserMedia:
      getUserMedia ??
      vi.fn(async (constraints: MediaStreamConstraints) => {
        const stream = fakeMediaStream({ audio: constraints.audio !== false, video: constraints.video !== false });
        streams.push(stream);
        return stream;
      }),
    createConnection: connections.create,
    onProblem: vi.fn(),
  };
  const mesh = recordingMesh();
  const machine = createCallSessionMachine(deps);
  const clock = new SimulatedClock();
  const actor = createActor(realMesh ? machine : machine.provide({ actors: { peerMesh: mesh.logic } }), {
    input: { self: 'Ana' },
    clock,
  }).start();
  return {
    actor,
    api,
    deps,
    clock,
    connections,
    streams,
    mesh: mesh.record,
    phase: () => callPhaseOf(actor.getSnapshot()),
    /** The server's next answer to a join, held until the test gives it. */
    holdJoin() {
      const answer = held<{ videoCallActive: boolean; videoParticipants: string[] }>();
      api.join.mockReturnValueOnce(answer.promise);
      return (videoParticipants: string[]) => answer.resolve({ videoCallActive: true, videoParticipants });
    },
    view: () => actor.getSnapshot().context.view,
    /** Joins (the stream listing Ana once the server has) and waits for the join to finish. */
    async joinCall(withVideo = true, others: string[] = []) {
      actor.send({ type: 'CALL.JOIN', withVideo });
      await settle();
      actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ana', ...others] });
    },
  };
}
