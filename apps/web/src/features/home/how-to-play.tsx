import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { HOW_TO_PLAY_RULES } from './how-to-play-rules';

export function HowToPlay() {
  const { i18n } = useLingui();
  return (
    <section className="how-to-play" aria-labelledby="how-to-play-heading">
      <h2 id="how-to-play-heading">
        <Trans>How to Play Truth or Dare</Trans>
      </h2>
      <ol className="rule-cards">
        {HOW_TO_PLAY_RULES.map((rule) => (
          <li key={rule.title.id} className="rule-card">
            <strong className="rule-card__title">{i18n._(rule.title)}</strong>
            <p className="rule-card__text">{i18n._(rule.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
