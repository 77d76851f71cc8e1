import type { RtcSignal } from '@truth-or-dare/room-protocol';
import type { CallApi } from './call-api';
import { CALL_LIMITS } from './call-limits';
import {
  cameraProblemText,
  joinProblemText,
  openCamera,
  openMedia,
  stopTracks,
  type GetUserMedia,
  type OpenedMedia,
} from './call-media';
import { CALL_ANNOUNCEMENTS, CALL_MESSAGES } from './call-messages';
import { CallMesh, spotlightOf } from './call-mesh';
import { arrivalsAndDepartures, IDLE_CALL, includesName, stateChanges, type CallSnapshot } from './call-view';
import type { LocalMedia } from './peer-link';

/** What the call needs from the browser and the server; tests pass fakes. */
export interface CallDeps {
  readonly api: CallApi;
  /** Undefined where the browser offers no media (an old browser, a page not served over https). */
  readonly getUserMedia: GetUserMedia;
  readonly createConnection: (configuration: RTCConfiguration) => RTCPeerConnection;
  readonly onProblem?: (error: unknown) => void;
}

/** Signals kept while joining: a few peers' offers and their candidates. */
const MAX_PENDING_SIGNALS = 500;

/**
 * One player's part in the room's call, without React: asks for the camera and microphone, joins
 * and leaves on the server, runs the mesh of peer connections, and keeps a snapshot for the
 * screen (useSyncExternalStore). The room's stream feeds it the call's participants, the current
 * turn and the signals addressed to this player.
 */
export class CallSession {
  private snapshot: CallSnapshot = IDLE_CALL;
  private readonly listeners = new Set<() => void>();
  private mesh: CallMesh | null = null;
  /** Signals that arrived while joining, for the mesh once it exists. */
  private pendingSignals: RtcSignal[] = [];
  private local: LocalMedia | null = null;
  /** The latest participant list from the room's stream. */
  private participants: readonly string[] = [];
  /** The call as this player last saw it while in it (this player included). */
  private callList: readonly string[] = [];
  private turnPlayer: string | null = null;
  /** The stream has shown this player in the call: a list without them now means they were taken out. */
  private seenSelf = false;
  /** Bumped by every join, leave and dispose: an attempt still awaiting gives up when it changed. */
  private attempt = 0;
  private levelTimer: ReturnType<typeof setInterval> | undefined;
  /** A reloaded page's join, waiting for the server to drop the unloaded page from the call. */
  private resumeTimer: ReturnType<typeof setTimeout> | undefined;
  private pendingResume: boolean | null = null;
  private disposed = false;

  constructor(
    private readonly self: string,
    private readonly deps: CallDeps,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CallSnapshot => this.snapshot;

  async join(withVideo: boolean): Promise<void> {
    this.cancelResume();
    if (this.disposed || this.snapshot.phase !== 'idle') return;
    const attempt = ++this.attempt;
    this.update({ phase: 'joining', notice: null });
    let opened: OpenedMedia;
    try {
      opened = await openMedia(this.deps.getUserMedia, withVideo);
    } catch (error) {
      if (attempt === this.attempt)
        this.update({ phase: 'idle', notice: { tone: 'error', text: joinProblemText(error) } });
      return;
    }
    const { media, notice } = opened;
    if (attempt !== this.attempt) return stopTracks(media);
    let joined: readonly string[];
    let iceServers: RTCIceServer[];
    try {
      // No ICE servers configured (or none answered) still works on one network: host candidates.
      iceServers = await this.deps.api.iceServers().catch(() => []);
      joined = (await this.deps.api.join(media.video !== null)).videoParticipants;
    } catch (error) {
      stopTracks(media);
      this.deps.onProblem?.(error);
      if (attempt === this.attempt)
        this.update({ phase: 'idle', notice: { tone: 'error', text: CALL_MESSAGES.joinFailed } });
      return;
    }
    if (attempt !== this.attempt) {
      // Left (or the page went) while the server was joining: take the seat in the call back.
      stopTracks(media);
      this.deps.api.leave({ keepalive: true }).catch(() => undefined);
      return;
    }
    this.start(media, iceServers, joined, notice);
  }

  /**
   * Joins again after a reload, with the camera or not as before: once the server no longer lists
   * this player in the call (the unloading page's leave has landed, so it cannot undo this join),
   * or after `waitMs` in any case.
   */
  resume(withVideo: boolean, waitMs: number): void {
    if (this.disposed || this.snapshot.phase !== 'idle') return;
    this.pendingResume = withVideo;
    if (!includesName(this.participants, this.self)) {
      void this.join(withVideo);
      return;
    }
    this.resumeTimer = setTimeout(() => void this.join(withVideo), waitMs);
  }

  async leave(): Promise<void> {
    this.cancelResume();
    const wasIn = this.snapshot.phase === 'inCall';
    if (this.snapshot.phase === 'idle') return;
    this.attempt += 1;
    this.hangUp();
    this.update({ ...IDLE_CALL, announcement: CALL_ANNOUNCEMENTS.left });
    if (wasIn) await this.deps.api.leave().catch((error: unknown) => this.deps.onProblem?.(error));
  }

  toggleMute(): void {
    const local = this.local;
    if (!local || this.snapshot.phase !== 'inCall') return;
    const muted = !this.snapshot.local.muted;
    // A disabled track sends silence: the peers' tracks stay, and unmuting needs no renegotiation.
    if (local.audio) local.audio.enabled = !muted;
    this.mesh?.setLocalState({ muted, cameraOff: this.snapshot.local.cameraOff });
    this.update({
      local: { ...this.snapshot.local, muted },
      announcement: muted ? CALL_ANNOUNCEMENTS.muted : CALL_ANNOUNCEMENTS.unmuted,
    });
  }

  async toggleCamera(): Promise<void> {
    const local = this.local;
    if (!local || this.snapshot.phase !== 'inCall' || this.snapshot.switchingCamera) return;
    const attempt = this.attempt;
    if (local.video && !this.snapshot.local.cameraOff) {
      // Off means off: the track stops (the camera light too) and the peers receive no video.
      local.video.stop();
      local.stream.removeTrack(local.video);
      this.local = { ...local, video: null };
      this.mesh?.setLocalState({ muted: this.snapshot.local.muted, cameraOff: true });
      this.update({
        local: { ...this.snapshot.local, cameraOff: true, version: this.snapshot.local.version + 1 },
        announcement: CALL_ANNOUNCEMENTS.cameraOff,
      });
      await this.mesh?.setVideoTrack(this.local);
      return;
    }
    this.update({ switchingCamera: true, notice: null });
    let track: MediaStreamTrack;
    try {
      track = await openCamera(this.deps.getUserMedia);
    } catch (error) {
      if (attempt !== this.attempt) return;
      this.update({ switchingCamera: false, notice: { tone: 'error', text: cameraProblemText(error) } });
      return;
    }
    if (attempt !== this.attempt || !this.local) {
      track.stop();
      return;
    }
    this.local.stream.addTrack(track);
    this.local = { ...this.local, video: track };
    this.mesh?.setLocalState({ muted: this.snapshot.local.muted, cameraOff: false });
    this.update({
      switchingCamera: false,
      local: { ...this.snapshot.local, cameraOff: false, version: this.snapshot.local.version + 1 },
      announcement: CALL_ANNOUNCEMENTS.cameraOn,
    });
    await this.mesh?.setVideoTrack(this.local);
  }

  /** The call's participants as the room's stream reports them. */
  setParticipants(names: readonly string[]): void {
    this.participants = names;
    if (this.pendingResume !== null && !includesName(names, this.self)) {
      void this.join(this.pendingResume);
      return;
    }
    if (this.snapshot.phase !== 'inCall' || !this.mesh) return;
    if (!includesName(names, this.self)) {
      // A list without this player is either one from before the join (ignored) or the server
      // taking them out (a presence timeout): then the call ends here too.
      if (this.seenSelf) {
        this.attempt += 1;
        this.hangUp();
        this.update({
          ...IDLE_CALL,
          notice: { tone: 'info', text: CALL_MESSAGES.droppedFromCall },
          announcement: CALL_MESSAGES.droppedFromCall,
        });
      }
      return;
    }
    this.seenSelf = true;
    const before = this.callList;
    this.callList = names;
    this.mesh.setParticipants(names);
    const news = arrivalsAndDepartures(this.self, before, names);
    this.refresh(news === '' ? undefined : news);
  }

  /** Whose turn it is: their tile is the big one, and they send the best video. */
  setTurnPlayer(name: string | null): void {
    this.turnPlayer = name;
    if (this.snapshot.phase === 'inCall') this.refresh();
  }

  /**
   * A signal addressed to this player. While joining, the server already lists this player in the
   * call, so the others' offers and candidates can come before its answer does: they wait for the
   * links (a lost offer would leave both sides waiting for each other).
   */
  receive(signal: RtcSignal): void {
    if (this.mesh) this.mesh.receive(signal);
    else if (this.snapshot.phase === 'joining' && this.pendingSignals.length < MAX_PENDING_SIGNALS)
      this.pendingSignals.push(signal);
  }

  /** The tab is closing or reloading: tell the server at once (the page may not live to hear back). */
  pageHide(): void {
    if (this.snapshot.phase === 'inCall') this.deps.api.leave({ keepalive: true }).catch(() => undefined);
  }

  /** The screen is going: hang up and give the place in the call back. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.cancelResume();
    const wasIn = this.snapshot.phase === 'inCall';
    this.attempt += 1;
    this.hangUp();
    if (wasIn) this.deps.api.leave({ keepalive: true }).catch(() => undefined);
    this.listeners.clear();
  }

  private start(
    media: LocalMedia,
    iceServers: RTCIceServer[],
    joined: readonly string[],
    notice: OpenedMedia['notice'],
  ): void {
    this.local = media;
    // The stream may already have shown this player in the call while the join was answered.
    this.seenSelf = includesName(this.participants, this.self);
    const list = this.seenSelf ? this.participants : joined;
    this.callList = list;
    const cameraOff = media.video === null;
    this.mesh = new CallMesh({
      self: this.self,
      createConnection: () => this.deps.createConnection({ iceServers }),
      send: (to, payload) => this.deps.api.signal(to, payload),
      local: media,
      localState: { muted: false, cameraOff },
      onChange: () => this.refresh(),
      onProblem: (_peer, error) => this.deps.onProblem?.(error),
    });
    this.mesh.setParticipants(list);
    for (const signal of this.pendingSignals.splice(0)) this.mesh.receive(signal);
    this.levelTimer = setInterval(() => void this.mesh?.readLevels(), CALL_LIMITS.levelIntervalMs);
    this.update({
      phase: 'inCall',
      notice,
      local: { stream: media.stream, version: 1, muted: false, cameraOff, speaking: false },
      announcement: CALL_ANNOUNCEMENTS.joined,
    });
    this.refresh();
  }

  private cancelResume(): void {
    clearTimeout(this.resumeTimer);
    this.resumeTimer = undefined;
    this.pendingResume = null;
  }

  private hangUp(): void {
    clearInterval(this.levelTimer);
    this.levelTimer = undefined;
    this.mesh?.close();
    this.mesh = null;
    this.pendingSignals = [];
    stopTracks(this.local);
    this.local = null;
    this.seenSelf = false;
    this.callList = [];
  }

  /** Takes the peers and the spotlight from the mesh into the snapshot. */
  private refresh(announcement?: string): void {
    const mesh = this.mesh;
    if (!mesh || this.snapshot.phase !== 'inCall') return;
    const peers = mesh.peers();
    const inCall = [this.self, ...peers.map((peer) => peer.name)];
    // The call's own order, so the fallback spotlight is the same on every screen.
    const ordered = [
      ...this.callList.filter((name) => includesName(inCall, name)),
      ...inCall.filter((name) => !includesName(this.callList, name)),
    ];
    const spotlight = spotlightOf(this.turnPlayer, ordered);
    mesh.setSpotlight(spotlight);
    const news = [announcement, ...stateChanges(this.snapshot.peers, peers)]
      .filter((text) => text !== undefined && text !== '')
      .join(' ');
    this.update({
      peers,
      spotlight,
      local: { ...this.snapshot.local, speaking: mesh.isSelfSpeaking },
      ...(news ? { announcement: news } : {}),
    });
  }

  private update(change: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
