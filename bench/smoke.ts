/**
 * A bench's smoke run (`BENCH_SMOKE=1`, made for every bench by `npm run bench:smoke`): the same
 * real path at a small size, so that a bench the product has outgrown fails CI. What a bench
 * counts (a request refused, a write lost or doubled, a sum that differs) still fails it; its
 * timing targets are printed but not judged, since a few hundred requests on a busy CI machine
 * measure nothing.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';
if (SMOKE) console.log('Дымовой прогон: малый объём, цели по времени не оцениваются.');

/** `name` from the environment when set, else the smoke or the full size. */
export function size(name: string, full: number, smoke: number): number {
  const set = process.env[name];
  return set ? Number(set) : SMOKE ? smoke : full;
}

/** Whether a timing target is met as far as this run judges: a smoke run takes it as met. */
export const judged = (withinTarget: boolean) => SMOKE || withinTarget;
