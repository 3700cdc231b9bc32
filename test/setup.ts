import '@testing-library/jest-dom';
import { workerDatabaseUrl } from '@/server/test/worker-database';

// On PostgreSQL a test file works in its worker's copy of the seeded database.
if (process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_SEEDED_URL ??= process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(
    process.env.TEST_DATABASE_SEEDED_URL,
    process.env.JEST_WORKER_ID ?? 1,
  );
}

// Mantine reads these browser APIs, which jsdom does not have. Server tests run in node.
if (typeof window !== 'undefined') installBrowserStubs();

function installBrowserStubs() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView = () => {};
}
