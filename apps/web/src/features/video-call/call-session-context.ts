import type { RtcSignal } from '@truth-or-dare/room-protocol';
import type { OpenedMedia } from './call-media';
import type { PeerMeshChanged, PeerMeshInput } from './call-mesh-actor';
import { CALL_ANNOUNCEMENTS } from './call-messages';
import type { JoinedCall } from './call-session-actors';
import {
  arrivalsAndDepartures,
  IDLE_VIEW,
  includesName,
  stateChanges,
  type CallNotice,
  type CallView,
} from './call-view';
import type { LocalMedia } from './peer-link';

/** What the call session keeps (call-session-machine.ts); the functions below are its changes. */
export interface CallSessionContext {
  readonly self: string;
  /** The latest participant list from the room's stream. */
  readonly participants: readonly string[];
  readonly turnPlayer: string | null;
  /** The join under way, or waited for after a reload: with the camera or not. */
  readonly withVideo: boolean;
  /** Signals that arrived while joining, for the mesh once it exists. */
  readonly pendingSignals: readonly RtcSignal[];
  /** The media a join opened, until the server has answered it. */
  readonly opened: OpenedMedia | null;
  /** This player's media while in the call. */
  readonly media: LocalMedia | null;
  readonly iceServers: RTCIceServer[];
  /** The call as this player last saw it while in it (this player included). */
  readonly callList: readonly string[];
  /** The stream has shown this player in the call: a list without them now means they were taken out. */
  readonly seenSelf: boolean;
  readonly view: CallView;
}

export type CallSessionEvent =
  | { type: 'CALL.JOIN'; withVideo: boolean }
  /** A reloaded page joins again, with the camera or not as before. */
  | { type: 'CALL.RESUME'; withVideo: boolean }
  | { type: 'CALL.LEAVE' }
  | { type: 'MUTE.TOGGLE' }
  | { type: 'CAMERA.TOGGLE' }
  | { type: 'ROOM.PARTICIPANTS'; names: readonly string[] }
  /** Whose turn it is: their tile is the big one, and they send the best video. */
  | { type: 'ROOM.TURN'; player: string | null }
  /** A signal addressed to this player. */
  | { type: 'ROOM.SIGNAL'; signal: RtcSignal }
  /** The tab is closing or reloading: tell the server at once (the page may not live to hear back). */
  | { type: 'PAGE.HIDE' }
  /** The screen is going: hang up and give the place in the call back. */
  | { type: 'PAGE.GONE' }
  | PeerMeshChanged;

export function initialCallContext(self: string): CallSessionContext {
  return {
    self,
    participants: [],
    turnPlayer: null,
    withVideo: true,
    pendingSignals: [],
    opened: null,
    media: null,
    iceServers: [],
    callList: [],
    seenSelf: false,
    view: IDLE_VIEW,
  };
}

/** The media of the call: the in-call states are entered only with it. */
export function mediaOf(context: Pick<CallSessionContext, 'media'>): LocalMedia {
  if (context.media === null) throw new Error('The call session has no media in this state.');
  return context.media;
}

/** The media being joined with: the server is asked only once it is open. */
export function openedOf(context: Pick<CallSessionContext, 'opened'>): OpenedMedia {
  if (context.opened === null) throw new Error('The call session has opened no media yet.');
  return context.opened;
}

/** Signals kept while joining: a few peers' offers and their candidates. */
const MAX_PENDING_SIGNALS = 500;

type GuardArgs = { readonly context: CallSessionContext; readonly event: CallSessionEvent };

export const callSessionGuards = {
  selfListed: ({ context }: GuardArgs) => includesName(context.participants, context.self),
  selfUnlisted: ({ context, event }: GuardArgs) =>
    event.type === 'ROOM.PARTICIPANTS' && !includesName(event.names, context.self),
  /** The stream showed this player in the call, and now lists the call without them. */
  takenOut: ({ context, event }: GuardArgs) =>
    event.type === 'ROOM.PARTICIPANTS' && context.seenSelf && !includesName(event.names, context.self),
  roomForSignal: ({ context }: GuardArgs) => context.pendingSignals.length < MAX_PENDING_SIGNALS,
  cameraOn: ({ context }: GuardArgs) => mediaOf(context).video !== null && !context.view.local.cameraOff,
};

/** The call is over here: the announcement says why, and the same words stay on as a notice when `tone` is given. */
export const callOverView = (announcement: string, tone?: CallNotice['tone']): CallView => ({
  ...IDLE_VIEW,
  notice: tone ? { tone, text: announcement } : null,
  announcement,
});

export const withError = (view: CallView, text: string): CallView => ({ ...view, notice: { tone: 'error', text } });
export const withoutNotice = (view: CallView): CallView => ({ ...view, notice: null });

/** The mesh starts with the call as the join saw it, and the signals that came while joining. */
export function meshInput(context: CallSessionContext): PeerMeshInput {
  return {
    self: context.self,
    media: mediaOf(context),
    iceServers: context.iceServers,
    callList: context.callList,
    turnPlayer: context.turnPlayer,
    signals: context.pendingSignals,
  };
}

/** The server has answered the join: the call starts with the media the join opened. */
export function joinedCall(context: CallSessionContext, joined: JoinedCall): Partial<CallSessionContext> {
  const { media, notice } = openedOf(context);
  // The stream may already have shown this player in the call while the join was answered.
  const seenSelf = includesName(context.participants, context.self);
  const cameraOff = media.video === null;
  return {
    opened: null,
    media,
    iceServers: joined.iceServers,
    seenSelf,
    callList: seenSelf ? context.participants : joined.participants,
    view: {
      ...context.view,
      notice,
      local: { stream: media.stream, version: 1, muted: false, cameraOff, speaking: false },
      announcement: CALL_ANNOUNCEMENTS.joined,
    },
  };
}

/** The stream's list of the call, with this player in it: who joined and who left is news. */
export function followedList(context: CallSessionContext, names: readonly string[]): Partial<CallSessionContext> {
  const news = arrivalsAndDepartures(context.self, context.callList, names);
  return {
    participants: names,
    callList: names,
    seenSelf: true,
    view: news === '' ? context.view : { ...context.view, announcement: news },
  };
}

/** The peers, spotlight and speaking as the mesh reports them; a peer's mute or camera change is news. */
export function meshView(view: CallView, report: PeerMeshChanged): CallView {
  const news = stateChanges(view.peers, report.peers).join(' ');
  return {
    ...view,
    peers: report.peers,
    spotlight: report.spotlight,
    local: { ...view.local, speaking: report.selfSpeaking },
    ...(news === '' ? {} : { announcement: news }),
  };
}

export function mutedView(view: CallView): CallView {
  const muted = !view.local.muted;
  const announcement = muted ? CALL_ANNOUNCEMENTS.muted : CALL_ANNOUNCEMENTS.unmuted;
  return { ...view, local: { ...view.local, muted }, announcement };
}

/** The camera went off (its track already stopped), or came on again with `track`. */
export function cameraSwitched(
  context: CallSessionContext,
  track: MediaStreamTrack | null,
): Partial<CallSessionContext> {
  const { view } = context;
  return {
    media: { ...mediaOf(context), video: track },
    view: {
      ...view,
      switchingCamera: track === null ? view.switchingCamera : false,
      local: { ...view.local, cameraOff: track === null, version: view.local.version + 1 },
      announcement: track === null ? CALL_ANNOUNCEMENTS.cameraOff : CALL_ANNOUNCEMENTS.cameraOn,
    },
  };
}
