import { COUNTDOWN_CONFETTI } from '@truth-or-dare/offline-engine';
import { fireConfetti, prefersReducedMotion } from '../../components/confetti/fire-confetti';

/** The engine's named effects that need the browser; startedWith is wired in the hook. */
export const offlineGameEffects = {
  scrollToTop: () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  },
  celebrateCountdown: () => {
    void fireConfetti(COUNTDOWN_CONFETTI);
  },
};
