import { HOW_TO_PLAY_RULES } from './how-to-play-rules';

export function HowToPlay() {
  return (
    <section className="how-to-play" aria-labelledby="how-to-play-heading">
      <h2 id="how-to-play-heading">How to Play Truth or Dare</h2>
      <ol className="rule-cards">
        {HOW_TO_PLAY_RULES.map((rule) => (
          <li key={rule.title} className="rule-card">
            <strong className="rule-card__title">{rule.title}</strong>
            <p className="rule-card__text">{rule.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
