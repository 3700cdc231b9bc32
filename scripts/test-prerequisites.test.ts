import { setUpPlan } from './test-prerequisites.mjs';

const shell = {
  name: '/usr/bin/chromium-headless-shell',
  why: 'тесты',
  found: () => false,
  debian: 'chromium-headless-shell',
};
const promtool = { name: 'promtool', why: 'метрики', found: () => false, debian: 'prometheus' };

describe("npm test's set-up on a fresh machine", () => {
  it('does nothing when everything is there', () => {
    expect(setUpPlan([], { root: false, aptGet: false })).toEqual({ kind: 'ready' });
  });

  it('installs the missing packages as root with apt-get', () => {
    expect(setUpPlan([shell, promtool], { root: true, aptGet: true })).toEqual({
      kind: 'install',
      packages: ['chromium-headless-shell', 'prometheus'],
    });
  });

  it('stops at once with the one command when it may not install', () => {
    const plan = setUpPlan([promtool], { root: false, aptGet: true });
    expect(plan).toEqual({
      kind: 'stop',
      message:
        'выполните: sudo apt-get update && sudo apt-get install -y --no-install-recommends prometheus',
    });
    expect(setUpPlan([promtool], { root: true, aptGet: false })).toMatchObject({ kind: 'stop' });
  });

  it('names a browser of one’s own that is missing instead of installing another', () => {
    const own = { ...shell, name: '/opt/my-chrome', debian: undefined };
    expect(setUpPlan([own, promtool], { root: true, aptGet: true })).toEqual({
      kind: 'stop',
      message: 'нет /opt/my-chrome: тесты',
    });
  });
});
