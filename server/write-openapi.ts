/**
 * Writes the OpenAPI document (server/openapi.json) and the browser's types generated from it
 * (lib/api/schema.d.ts). With --check it writes nothing and fails when either is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format } from 'prettier';
import { createApp, OPENAPI_INFO } from './app';
import type { Db } from './db/database';

const root = join(__dirname, '..');
const DOCUMENT = join(root, 'server', 'openapi.json');
const TYPES = join(root, 'lib', 'api', 'schema.d.ts');

async function main() {
  // The document depends on the routes only; no database is touched.
  const app = createApp({ db: null as unknown as Db });
  const document = app.getOpenAPI31Document(OPENAPI_INFO);
  const json = await format(JSON.stringify(document), { parser: 'json' });
  const header = '// Generated from server/openapi.json by `npm run api:generate`. Do not edit.\n';
  const types = await format(header + astToString(await openapiTS(JSON.parse(json))), {
    parser: 'typescript',
    singleQuote: true,
    printWidth: 100,
  });

  const stale = [
    [DOCUMENT, json],
    [TYPES, types],
  ].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);

  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.error(
        `Stale: ${stale.map(([f]) => f.slice(root.length + 1)).join(', ')} — run npm run api:generate`,
      );
      process.exit(1);
    }
    console.log('OpenAPI document and types are up to date.');
    return;
  }
  for (const [file, text] of stale) writeFileSync(file, text);
  console.log(stale.length ? `Written: ${stale.length} file(s)` : 'Nothing to write.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
