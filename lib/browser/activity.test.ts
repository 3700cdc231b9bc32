import { ACTIVE_WINDOW_MS, isBackground, trackActivity } from './activity';

describe('background requests', () => {
  it('are the ones sent when nobody has touched the page for a while', () => {
    const start = Date.now();
    trackActivity(window, start);
    expect(isBackground(start + ACTIVE_WINDOW_MS)).toBe(false);
    expect(isBackground(start + ACTIVE_WINDOW_MS + 1)).toBe(true);
  });

  it('stop being background at the next key press, click or scroll', () => {
    trackActivity(window, 0);
    expect(isBackground()).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(isBackground()).toBe(false);
    trackActivity(window, 0);
    window.dispatchEvent(new Event('wheel'));
    expect(isBackground()).toBe(false);
  });
});
