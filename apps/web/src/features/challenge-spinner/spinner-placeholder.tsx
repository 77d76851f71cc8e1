import './challenge-spinner.css';

const SKELETON_ROWS = 8;

/**
 * Holds the board's place while the default challenges load, with the same wheel, button and list
 * sizes, so nothing below it moves when the real spinner appears.
 */
export function SpinnerPlaceholder() {
  return (
    <div className="spinner-board spinner-board--placeholder" aria-hidden="true">
      <div className="spinner-board__play">
        <div className="spinner-wheel">
          <div className="spinner-wheel__pointer" />
          <div className="spinner-wheel__disc spinner-wheel__disc--empty" />
        </div>
        <div className="spinner-board__spin spinner-board__spin--skeleton">&nbsp;</div>
        <div className="spin-result" />
      </div>
      <div className="spinner-board__edit">
        <div className="add-challenge">
          <div className="add-challenge__label">&nbsp;</div>
          <div className="add-challenge__row">
            <div className="add-challenge__input" />
            <div className="add-challenge__button add-challenge__button--skeleton">&nbsp;</div>
          </div>
        </div>
        <div className="challenge-list">
          <div className="challenge-list__heading">&nbsp;</div>
          <ul className="challenge-list__items">
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <li key={row} className="challenge-list__item challenge-list__item--skeleton" />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
