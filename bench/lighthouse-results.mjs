/**
 * A Lighthouse run read: its score, its medians, the bytes before its largest paint, and the
 * targets a page misses against the floor of the same run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './percentile.mjs';

/** The targets of a first visit, against the floor of the same run (decision 062). */
export const TARGETS = {
  tbtRatio: 1.5,
  lcpOverMs: 500,
  cls: 0.02,
  scoreUnderFloor: 3,
  bytesOverFloor: 80 * 1024,
  loginUnderBare: 2,
};

/**
 * A returning person's (decision 070): the cash desk and the dashboard, whose first figures are
 * drawn from the API, within these of the floor; every list at refine's 95 or within 3 of it.
 */
export const RETURNING_TARGETS = {
  scoreUnderFloor: 8,
  tbtRatio: 2,
  lcpOverMs: 700,
  listScore: 95,
  listUnderFloor: 3,
};
const FIGURE_SCREENS = ['/cashbox/', '/dashboard/'];

/**
 * What was downloaded (bytes on the wire) by the time the largest content was painted, as the
 * run observed it before Lighthouse's simulated throttling.
 * @param {import('lighthouse').Result} lhr
 */
function bytesBeforeLcp(lhr) {
  const lcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  return lhr.audits['network-requests'].details.items
    .filter((request) => request.networkEndTime <= lcp)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * The three scripts (or the page itself) that cost the main thread most, with their time.
 * @param {import('lighthouse').Result} lhr
 */
function biggestCosts(lhr) {
  return lhr.audits['bootup-time'].details.items
    .slice(0, 3)
    .map((item) => `${item.url.split('/').filter(Boolean).pop()} ${Math.round(item.total)} ms`)
    .join(', ');
}

/** @param {import('lighthouse').Result} lhr */
export const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);

/**
 * The medians of a page's runs; the run of the median score gives the details.
 * @param {{ label: string, kind: string }} page
 * @param {import('lighthouse').Result[]} runs
 * @param {string | undefined} reports a folder to keep the median run's report in
 */
export function summary(page, runs, reports) {
  const byScore = [...runs].sort((a, b) => score(a) - score(b));
  const middle = byScore[Math.floor(byScore.length / 2)];
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${page.label.replace(/\W+/g, '-')}.json`), JSON.stringify(middle));
  }
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
  return {
    ...page,
    scores: runs.map(score),
    score: median(runs.map(score)),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: metric('total-byte-weight'),
    beforeLcp: median(runs.map(bytesBeforeLcp)),
    costs: biggestCosts(middle),
  };
}

/** What misses a target, in words; empty when the row meets them all. */
export function misses(row, bare, floor) {
  const found = [];
  if (row.kind === 'login' && row.score < bare.score - TARGETS.loginUnderBare)
    found.push(`score < ${bare.score - TARGETS.loginUnderBare}`);
  if (row.kind !== 'screen') return found;
  if (row.visit === 'returning') return returningMisses(row, floor);
  if (row.score < floor.score - TARGETS.scoreUnderFloor)
    found.push(`score < ${floor.score - TARGETS.scoreUnderFloor}`);
  if (row.tbt > floor.tbt * TARGETS.tbtRatio) found.push(`TBT > ${TARGETS.tbtRatio}× floor`);
  if (row.lcp > floor.lcp + TARGETS.lcpOverMs)
    found.push(`LCP > floor + ${TARGETS.lcpOverMs / 1000} s`);
  if (row.cls > TARGETS.cls) found.push(`CLS > ${TARGETS.cls}`);
  if (row.beforeLcp > floor.beforeLcp + TARGETS.bytesOverFloor)
    found.push(`bytes before LCP > floor + ${TARGETS.bytesOverFloor / 1024} KiB`);
  return found;
}

/** What a returning visit misses (decision 070). */
function returningMisses(row, floor) {
  const found = [];
  const t = RETURNING_TARGETS;
  if (FIGURE_SCREENS.includes(row.path)) {
    if (row.score < floor.score - t.scoreUnderFloor)
      found.push(`score < ${floor.score - t.scoreUnderFloor}`);
    if (row.tbt > floor.tbt * t.tbtRatio) found.push(`TBT > ${t.tbtRatio}× floor`);
    if (row.lcp > floor.lcp + t.lcpOverMs) found.push(`LCP > floor + ${t.lcpOverMs / 1000} s`);
  } else if (row.score < Math.min(t.listScore, floor.score - t.listUnderFloor)) {
    found.push(`score < ${Math.min(t.listScore, floor.score - t.listUnderFloor)}`);
  }
  if (row.cls > TARGETS.cls) found.push(`CLS > ${TARGETS.cls}`);
  return found;
}
