import serverProcess from '../../scripts/server-process.cjs';

const { launchServer, waitUntil } = serverProcess;

/**
 * The real server (`server/main.ts`) as its own process on a free loopback port, API only, no
 * SMS sender, no demo; `env` adds to or overrides that. Its output is kept for the test to read.
 */
export async function startServerProcess(env: Record<string, string | undefined>) {
  const server = await launchServer({
    env: { SERVE_SITE: '0', SMS_SENDER: '0', DEMO_DATA: '0', ...env },
    output: 'keep',
  });
  return { base: server.url, child: server.child, output: server.output };
}

/** The first answer of `url` that `done` accepts, polling until `ms` have passed. */
export async function waitFor(url: string, done: (r: Response) => boolean, ms: number) {
  let answer: Response | null = null;
  await waitUntil(
    url,
    async () => {
      const response = await fetch(url).catch(() => null);
      if (response && done(response)) return Boolean((answer = response));
      await response?.arrayBuffer();
      return false;
    },
    { ms, everyMs: 200 },
  );
  return answer!;
}
