/**
 * When a fact is an exception (decision 034 gives the defaults and why). Read from the
 * environment by `server/settings.ts`; tests hand their own.
 */
export type ExceptionThresholds = {
  /** A game's day counts only with at least this many bets. */
  rtpMinBets: number;
  /** Outside mean ± this many standard deviations of the game's own daily RTP in the hall… */
  rtpSigmas: number;
  /** …and at least this many percentage points away from that mean. */
  rtpMinPoints: number;
  /** A device in service unheard for this long within its hall's opening hours. */
  silentMinutes: number;
  /** A day's visits below this share (%) of the same weekday's average over 8 weeks… */
  visitsPercent: number;
  /** …where that average is at least this many visits. */
  visitsMinUsual: number;
};

export const DEFAULT_THRESHOLDS: ExceptionThresholds = {
  rtpMinBets: 500,
  rtpSigmas: 4,
  rtpMinPoints: 5,
  silentMinutes: 30,
  visitsPercent: 50,
  visitsMinUsual: 20,
};
