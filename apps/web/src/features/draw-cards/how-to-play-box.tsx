import { HOW_TO_PLAY_STEPS } from './how-to-play-steps';

export function HowToPlayBox() {
  return (
    <section className="draw-howto" aria-labelledby="draw-howto-title">
      <h2 id="draw-howto-title" className="draw-howto__title">
        How to Play
      </h2>
      <ol className="draw-howto__steps">
        {HOW_TO_PLAY_STEPS.map((step) => (
          <li key={step.title} className="draw-howto__step">
            <strong className="draw-howto__step-title">{step.title}</strong>
            <span className="draw-howto__step-text">{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
