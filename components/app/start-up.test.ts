import { loadConfig } from '@/lib/browser/config';
import { startErrorReporting } from './error-reporting';
import { startApp } from './start-up';

jest.mock('@/lib/browser/config', () => ({ loadConfig: jest.fn() }));
jest.mock('./error-reporting', () => ({ startErrorReporting: jest.fn() }));

const config = (dsn: string) => ({ SENTRY_DSN: dsn, SENTRY_ENV: 'test', API_URL: '' });
let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.mocked(startErrorReporting).mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('startApp', () => {
  it('does not start error reporting without a DSN', async () => {
    jest.mocked(loadConfig).mockResolvedValue(config(''));
    await startApp();
    expect(startErrorReporting).not.toHaveBeenCalled();
  });

  it('starts error reporting when config.json names a DSN', async () => {
    jest.mocked(loadConfig).mockResolvedValue(config('https://key@sentry.example/1'));
    await startApp();
    expect(startErrorReporting).toHaveBeenCalledWith(config('https://key@sentry.example/1'));
  });

  it('logs «Initialization failed» when start-up itself fails', async () => {
    jest.mocked(loadConfig).mockResolvedValue(config('https://key@sentry.example/1'));
    jest.mocked(startErrorReporting).mockImplementation(() => {
      throw new Error('bad DSN');
    });
    await expect(startApp()).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('Initialization failed', expect.any(Error));
  });
});
