import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { sameUsername } from '@truth-or-dare/room-protocol';
import { useId } from 'react';
import { useScrollsInside } from '../../components/use-scrolls-inside';
import type { RoomCallProps } from '../../components/room-call-slot';
import { CallControls, CallJoin } from './call-controls';
import { CallTile } from './call-tile';
import { callText } from './call-words';
import { useVideoCall, type MakeCallDeps } from './use-video-call';
import './video-call.css';

interface CallPanelProps extends RoomCallProps {
  /** The browser's media and connections unless a test passes its own. */
  makeDeps?: MakeCallDeps;
}

function countText(i18n: I18n, count: number): string {
  return i18n._(
    msg`${plural(count, { 0: 'Nobody is in the call yet.', one: '# player in the call', other: '# players in the call' })}`,
  );
}

/**
 * The room's video call on the game page: a Join call form, then a tile per player (the current
 * turn's is the big one), the call controls and the call's messages. docs/product.md#video-call.
 */
export function CallPanel({ makeDeps, ...props }: CallPanelProps) {
  const { i18n, t } = useLingui();
  const call = useVideoCall(props, makeDeps);
  const titleId = useId();
  const inCall = call.phase === 'inCall';
  const me = props.seat.username;
  const isSpotlight = (name: string) => call.spotlight !== null && sameUsername(call.spotlight, name);
  const [stripScrolls, strip] = useScrollsInside('sideways');

  return (
    <section className={`call-panel${inCall ? ' call-panel--live' : ''}`} aria-labelledby={titleId}>
      <div className="call-panel__head">
        <h2 id={titleId} className="call-panel__title">
          <Trans>Video call</Trans>
        </h2>
        {inCall ? null : <p className="call-panel__count">{countText(i18n, props.participants.length)}</p>}
      </div>

      {inCall ? (
        <>
          {/* On a phone the tiles are one row that scrolls sideways when there are many: then the keyboard can scroll it. */}
          <div
            ref={strip}
            className="call-strip"
            role="region"
            aria-label={t`In the call`}
            tabIndex={stripScrolls ? 0 : undefined}
          >
            <ul className="call-tiles" aria-label={t`In the call`}>
              <CallTile
                name={me}
                self
                stream={call.local.stream}
                streamVersion={call.local.version}
                muted={call.local.muted}
                cameraOff={call.local.cameraOff}
                speaking={call.local.speaking}
                spotlight={isSpotlight(me)}
                connecting={false}
              />
              {call.peers.map((peer) => (
                <CallTile
                  key={peer.name}
                  name={peer.name}
                  self={false}
                  stream={peer.stream}
                  streamVersion={peer.streamVersion}
                  muted={peer.muted}
                  cameraOff={peer.cameraOff}
                  speaking={peer.speaking}
                  spotlight={isSpotlight(peer.name)}
                  connecting={peer.connection !== 'connected'}
                />
              ))}
            </ul>
          </div>
          <CallControls
            muted={call.local.muted}
            cameraOff={call.local.cameraOff}
            switchingCamera={call.switchingCamera}
            onToggleMute={call.toggleMute}
            onToggleCamera={call.toggleCamera}
            onLeave={call.leave}
          />
        </>
      ) : (
        <CallJoin joining={call.phase === 'joining'} onJoin={call.join} />
      )}

      {call.notice ? (
        <p
          className={`call-panel__notice call-panel__notice--${call.notice.tone}`}
          role={call.notice.tone === 'error' ? 'alert' : 'status'}
        >
          {callText(i18n, call.notice.text)}
        </p>
      ) : null}
      <p className="call-visually-hidden" aria-live="polite">
        {callText(i18n, call.announcement)}
      </p>
    </section>
  );
}

/** The call as the game page receives it (app/room-call-provider.tsx). */
export function RoomCall(props: RoomCallProps) {
  return <CallPanel {...props} />;
}
