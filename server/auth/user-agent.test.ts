import { browserName } from './user-agent';

describe('a session’s browser', () => {
  it('names the browser, its version and the system', () => {
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 · Windows');
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iPhone');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 YaBrowser/24.12.0.0 Safari/537.36',
      ),
    ).toBe('Яндекс Браузер 24 · Windows');
  });

  it('falls back to the first word, or «Неизвестно»', () => {
    expect(browserName('curl/8.5.0')).toBe('curl');
    expect(browserName('')).toBe('Неизвестно');
  });
});
