/**
 * `npm run backup -- <file>`: a consistent copy of the database that `DATABASE_URL` or
 * `DATA_DIR` names, taken while the servers run. `npm run restore -- <file>`: puts a copy back,
 * with the servers stopped (it refuses while one works on the database; `--force` for a
 * PostgreSQL whose instances are known to be idle).
 *
 * PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean` in one transaction. PGlite: the
 * running server hands over its folder as a tarball through its control socket (only the process
 * that holds the folder can copy it whole); with no server running, the folder is opened here.
 * A restore of PGlite keeps the replaced folder beside it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { APPLICATION_NAME, openDatabase } from '../db/database';
import { readSettings, SettingsError } from '../settings';
import { backupThroughSocket, controlSocketAnswers, controlSocketPath } from './control-socket';

class Refused extends Error {}

/** pg_dump and pg_restore: on the PATH, or the newest of Debian's PostgreSQL. */
function postgresTool(name: 'pg_dump' | 'pg_restore') {
  const onPath = spawnSync(name, ['--version']);
  if (onPath.status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => `${root}/${v}/bin/${name}`).find((path) => existsSync(path));
  if (!found)
    throw new Refused(`${name} не найден: установите клиент PostgreSQL (postgresql-client)`);
  return found;
}

function run(tool: string, args: string[]) {
  const done = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (done.status !== 0) throw new Refused(`${tool} завершился с ошибкой (код ${done.status})`);
}

/** Writes through a neighbour file, so a copy cut short never stands under the real name. */
function writeWhole(file: string, bytes: Buffer) {
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

async function postgresBackup(url: string, file: string) {
  const partial = `${file}.partial`;
  run(postgresTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${partial}`,
    `--dbname=${url}`,
  ]);
  renameSync(partial, file);
}

async function postgresRestore(url: string, file: string, force: boolean) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
      [APPLICATION_NAME],
    );
    if (rows[0].n > 0 && !force) {
      throw new Refused(
        `К базе подключены экземпляры API (соединений: ${rows[0].n}): остановите их перед восстановлением или добавьте --force`,
      );
    }
  } finally {
    await client.end();
  }
  run(postgresTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}

async function pgliteBackup(dataDir: string, file: string) {
  const socket = controlSocketPath(dataDir);
  let tarball: Buffer;
  if (await controlSocketAnswers(socket)) {
    tarball = await backupThroughSocket(socket);
  } else {
    if (!existsSync(dataDir)) throw new Refused(`Папки базы нет: ${dataDir}`);
    const database = await openDatabase({ dataDir });
    tarball = Buffer.from(await (await database.dump!()).arrayBuffer());
    await database.close();
  }
  writeWhole(file, gzipSync(tarball, { level: 6 }));
}

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;
const isTar = (bytes: Buffer) => bytes.subarray(257, 262).toString('latin1') === 'ustar';

async function pgliteRestore(dataDir: string, file: string) {
  if (await controlSocketAnswers(controlSocketPath(dataDir))) {
    throw new Refused(`Сервер работает на ${dataDir}: остановите его перед восстановлением`);
  }
  const raw = readFileSync(file);
  const tarball = isGzip(raw) ? gunzipSync(raw) : raw;
  if (!isTar(tarball)) throw new Refused(`${file}: это не резервная копия встроенной базы`);
  const staged = `${dataDir}.restoring-${process.pid}`;
  rmSync(staged, { recursive: true, force: true });
  try {
    // Loaded and read once before it replaces anything: a broken copy leaves the folder as it was.
    const copy = await PGlite.create({ dataDir: staged, loadDataDir: new Blob([tarball]) });
    await copy.query('select count(*) from drizzle.__drizzle_migrations');
    await copy.close();
  } catch (error) {
    rmSync(staged, { recursive: true, force: true });
    throw new Refused(`${file}: копию не удалось открыть (${(error as Error).message})`);
  }
  if (existsSync(dataDir)) {
    const kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, kept);
    console.log(`Прежняя папка базы сохранена: ${kept}`);
  }
  renameSync(staged, dataDir);
}

async function main() {
  const [command, given, ...flags] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !given || given.startsWith('-')) {
    throw new Refused(
      'Использование: npm run backup -- <файл> | npm run restore -- <файл> [--force]',
    );
  }
  const file = resolve(given);
  const settings = readSettings();
  const started = performance.now();
  if (command === 'restore' && !existsSync(file)) throw new Refused(`Файла нет: ${file}`);
  if (command === 'backup' && !existsSync(dirname(file))) {
    throw new Refused(`Папки нет: ${dirname(file)}`);
  }
  if (settings.databaseUrl) {
    if (command === 'backup') await postgresBackup(settings.databaseUrl, file);
    else await postgresRestore(settings.databaseUrl, file, flags.includes('--force'));
  } else {
    if (!settings.dataDir) throw new Refused('DATA_DIR=memory: база в памяти, копировать нечего');
    if (command === 'backup') await pgliteBackup(settings.dataDir, file);
    else await pgliteRestore(settings.dataDir, file);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    command === 'backup'
      ? `Резервная копия записана: ${file} (${(readFileSync(file).length / 1e6).toFixed(1)} МБ, ${seconds} с)`
      : `База восстановлена из ${file} (${seconds} с)`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const expected = error instanceof Refused || error instanceof SettingsError;
    console.error(expected ? (error as Error).message : error);
    process.exit(expected ? 2 : 1);
  },
);
