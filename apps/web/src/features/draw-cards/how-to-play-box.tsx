import { Trans, useLingui } from '@lingui/react/macro';
import { HOW_TO_PLAY_STEPS } from './how-to-play-steps';

export function HowToPlayBox() {
  const { i18n } = useLingui();
  return (
    <section className="draw-howto" aria-labelledby="draw-howto-title">
      <h2 id="draw-howto-title" className="draw-howto__title">
        <Trans>How to Play</Trans>
      </h2>
      <ol className="draw-howto__steps">
        {HOW_TO_PLAY_STEPS.map((step) => (
          <li key={step.title.id} className="draw-howto__step">
            <strong className="draw-howto__step-title">{i18n._(step.title)}</strong>
            <span className="draw-howto__step-text">{i18n._(step.text)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
