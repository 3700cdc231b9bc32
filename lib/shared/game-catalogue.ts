/** The game catalogue's rules: a game's code and its paytable's RTP, for the form and the API. */
import { LEGAL_RTP_MIN } from './licence';
export const GAME_CODE_MAX = 40;
export const GAME_NAME_MAX = 100;
/** A paytable's return to player, in percent, is at most this. */
export const GAME_RTP_MAX = 100;

/** A game's code in the machines' meters: Latin letters, digits, `-`, `_` and `.`. */
export const isGameCode = (value: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value);

/** `96.5` → 9650 (hundredths of a percent), or null when it has more than two decimals. */
export function rtpHundredths(percent: number): number | null {
  const hundredths = Math.round(percent * 100);
  return Math.abs(hundredths - percent * 100) < 1e-6 ? hundredths : null;
}

/**
 * Every game of the catalogue is a game of the halls' machines (their meters report it), so the
 * law's least RTP of a slot machine holds for each.
 */
export const LEGAL_RTP_MESSAGE = `RTP игрового автомата — не меньше ${LEGAL_RTP_MIN} % (ст. 12 Закона «Об игорном бизнесе»)`;

export const rtpMessage = (value: unknown): string | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return `RTP — число от ${LEGAL_RTP_MIN} до ${GAME_RTP_MAX}`;
  }
  if (value > GAME_RTP_MAX) return `RTP — не больше ${GAME_RTP_MAX} %`;
  if (rtpHundredths(value) === null) return 'Не больше двух знаков после запятой';
  if (value < LEGAL_RTP_MIN) return LEGAL_RTP_MESSAGE;
  return null;
};

/** A game of the catalogue whose stated RTP the law no longer allows (made before the rule). */
export const belowLegalRtp = (theoreticalRtp: number | null) =>
  theoreticalRtp !== null && theoreticalRtp < LEGAL_RTP_MIN;
