import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { S3_CREDENTIALS, startS3Server } from '../server/test/s3-server';
import { startCdnProxy } from './cdn-proxy';
import { nextRelease } from './next-release';
import { openHallScreen } from './session';

/**
 * A tab opened before a deploy keeps working after it: the bucket still has the chunks its
 * code asks for. The site comes from a local S3 server through a CDN stand-in that passes
 * `/api/` to the API of this run.
 */
const CDN_PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
test.use({ baseURL: `http://127.0.0.1:${CDN_PORT}` });

let s3: Awaited<ReturnType<typeof startS3Server>>;
let cdn: Awaited<ReturnType<typeof startCdnProxy>>;
let release2: ReturnType<typeof nextRelease>;

/** `npm run deploy` of `dir` to the test's bucket (not sync: the bucket answers from this process). */
async function deploy(dir: string, ...flags: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      join('scripts', 'deploy.ts'),
      '--bucket',
      'site',
      '--endpoint',
      s3.endpoint,
      '--dir',
      dir,
      ...flags,
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
        NODE_NO_WARNINGS: '1',
      },
    },
  );
  return stdout;
}

test.beforeAll(async () => {
  s3 = await startS3Server();
  cdn = await startCdnProxy(
    CDN_PORT,
    `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`,
    s3.site(''),
  );
  release2 = nextRelease('out');
});

test.afterAll(async () => {
  cdn?.close();
  await s3?.close();
  if (release2) rmSync(release2.dir, { recursive: true, force: true });
});

test('a tab of release 1 still loads its chunks after release 2 is deployed', async ({ page }) => {
  expect(await deploy('out')).toMatch(/Выпуск \w+ выложен/);
  // The chunks the tab asked for before the deploy, and what it got for those it asked after.
  const loaded = new Set<string>();
  const afterDeploy: { url: string; status: number }[] = [];
  let deployed = false;
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/_next/static/')) return;
    if (deployed) afterDeploy.push({ url, status: response.status() });
    else loaded.add(url);
  });
  await openHallScreen(page, 'manager', '/workers/');
  // A list's first row (its page buttons are drawn when the browser is idle, late under load).
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });

  expect(await deploy(release2.dir, '--prune')).toMatch(
    /Удалено файлов, не нужных хранимым выпускам: 0/,
  );
  deployed = true;

  // The bucket now serves release 2's pages…
  const served = await (await page.request.get('/workers/')).text();
  const release1Names = new RegExp([...release2.renamed.keys()].join('|'));
  const release2Names = new RegExp([...release2.renamed.values()].join('|'));
  expect(served).toMatch(release2Names);
  expect(served).not.toMatch(release1Names);

  // …while the open tab goes on with release 1's code: a part it has not loaded yet comes under
  // its release 1 name, as its runtime asks for it…
  const unloaded = readdirSync('out/_next/static/chunks')
    .map((name) => name.match(/^(\d+)\.[0-9a-f]{16}\.js$/))
    .filter((m) => m !== null)
    .find((m) => ![...loaded, ...afterDeploy.map((c) => c.url)].some((u) => u.includes(m[0])))!;
  const asked = page.waitForResponse((r) =>
    r.url().endsWith(`/_next/static/chunks/${unloaded[0]}`),
  );
  const outcome = page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const jsonp = (window as unknown as { webpackChunk_N_E: unknown[] }).webpackChunk_N_E;
        // The runtime of this page hands itself to a chunk's entry function.
        jsonp.push([
          [`probe-${id}`],
          {},
          (require: { e: (id: number) => Promise<unknown> }) => {
            require.e(id).then(
              () => resolve('loaded'),
              (error: Error) => resolve(error.name),
            );
          },
        ]);
      }),
    Number(unloaded[1]),
  );
  expect((await asked).status()).toBe(200);
  expect(await outcome).toBe('loaded');

  // …and it moves to another screen, none of its chunks refused.
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Оборудование' })
    .click();
  await expect(page.getByRole('heading', { name: 'Оборудование' })).toBeVisible();
  expect(afterDeploy.filter((c) => c.status !== 200)).toEqual([]);
});
