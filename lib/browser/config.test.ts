import { getConfig, loadConfig, resetConfig } from './config';
import { setErrorSink } from './error-reporter';

const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

describe('loadConfig', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    resetConfig();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    setErrorSink(null);
  });

  it('reads the settings from /config.json once', async () => {
    const fetchConfig = jest.fn(async () =>
      jsonResponse({
        SENTRY_DSN: 'https://k@sentry.example/1',
        SENTRY_ENV: 'stage',
        API_URL: 'https://api.example/',
      }),
    );
    await loadConfig(fetchConfig);
    await loadConfig(fetchConfig);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(getConfig()).toEqual({
      SENTRY_DSN: 'https://k@sentry.example/1',
      SENTRY_ENV: 'stage',
      API_URL: 'https://api.example',
    });
  });

  it('logs «Fetch config error» to the console and the reporter, then goes on with defaults', async () => {
    const sink = jest.fn();
    const config = await loadConfig(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(config.SENTRY_DSN).toBe('');
    expect(consoleError).toHaveBeenCalledWith('Fetch config error', expect.any(TypeError));
    // The reporter starts later; it still receives what happened before it.
    setErrorSink(sink);
    expect(sink).toHaveBeenCalledWith('Fetch config error', expect.any(TypeError));
  });

  it('treats an error status as a failed fetch', async () => {
    await loadConfig(async () => jsonResponse({}, 404));
    expect(consoleError).toHaveBeenCalledWith('Fetch config error', expect.any(Error));
    expect(getConfig().API_URL).toBe('');
  });
});
