/** The game catalogue's rules: a game's code and its paytable's RTP, for the form and the API. */
export const GAME_CODE_MAX = 40;
export const GAME_NAME_MAX = 100;
/** A paytable's return to player, in percent: the range a gaming machine is certified for. */
export const GAME_RTP_MIN = 50;
export const GAME_RTP_MAX = 100;

/** A game's code in the machines' meters: Latin letters, digits, `-`, `_` and `.`. */
export const isGameCode = (value: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value);

/** `96.5` → 9650 (hundredths of a percent), or null when it has more than two decimals. */
export function rtpHundredths(percent: number): number | null {
  const hundredths = Math.round(percent * 100);
  return Math.abs(hundredths - percent * 100) < 1e-6 ? hundredths : null;
}

export const rtpMessage = (value: unknown): string | null => {
  const range = `от ${GAME_RTP_MIN} до ${GAME_RTP_MAX}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `RTP — число ${range}`;
  if (value < GAME_RTP_MIN || value > GAME_RTP_MAX) return `RTP должен быть ${range} %`;
  if (rtpHundredths(value) === null) return 'Не больше двух знаков после запятой';
  return null;
};
