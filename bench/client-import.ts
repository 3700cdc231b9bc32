/**
 * `npm run bench:import`: a client base of 100 000 rows (CSV as Excel in a Russian locale saves
 * it, then the same as XLSX) imported into the demo through `POST /api/clients/import`, as head
 * office would: a dry run, the import, and the same file again (nothing to change). Prints the
 * time of each and the server's memory before and at its peak; the target is 30 s an import.
 * On the embedded PGlite, and on PostgreSQL too with BENCH_DATABASE_URL (a database of its own
 * is made there and dropped after).
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { Pool } from 'pg';
import { startServer } from './server-process.mjs';
import { judged, size } from './smoke';

const PORT = Number(process.env.BENCH_PORT ?? 3905);
const ROWS = size('BENCH_ROWS', 100_000, 1_000);
const TARGET_S = 30;
const SURNAMES = ['Ахметов', 'Ким', 'Петров', 'Оспанов', 'Сериков', 'Исаев', 'Ли', 'Попов'];
const NAMES = ['Ерлан', 'Ольга', 'Данияр', 'Айгерим', 'Марат', 'Светлана', 'Асель', 'Игорь'];

/** Row `i` of the base: a phone the demo does not use (code 706), halls 1–6 by id or name. */
function row(i: number, hallNames: string[]) {
  const phone = `+7706${String(i * 7 + 1_000_003)
    .padStart(7, '0')
    .slice(-7)}`;
  const hall = i % 2 ? String((i % 6) + 1) : hallNames[i % 6];
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  const name = `${SURNAMES[i % 8]} ${NAMES[(i >> 3) % 8]}`;
  return [phone, name, hall, i % 10 < 7 ? 'да' : 'нет', `${day}.${month}.${2019 + (i % 6)}`];
}

const HEADER = ['Телефон', 'ФИО', 'Зал', 'Согласие на SMS', 'Дата регистрации'];

function csvFile(hallNames: string[]) {
  const lines = [HEADER.join(';')];
  for (let i = 0; i < ROWS; i++) lines.push(row(i, hallNames).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

async function xlsxFile(hallNames: string[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Клиенты');
  sheet.addRow(HEADER);
  for (let i = 0; i < ROWS; i++) sheet.addRow(row(i, hallNames));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function withDatabase<T>(run: (env: Record<string, string>) => Promise<T>) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return run({});
  const name = `bench_import_${randomUUID().slice(0, 8)}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}`);
  try {
    const own = new URL(url);
    own.pathname = `/${name}`;
    return await run({ DATABASE_URL: own.toString(), DEMO_DATA: '1' });
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

type Result = { created: number; updated: number; unchanged: number; errors: unknown[] };

async function main() {
  await withDatabase(async (env) => {
    const server = await startServer(PORT, { DEMO_HEARTBEATS: '0', SMS_SENDER: '0', ...env });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
      });
      const signedIn = (await login.json()) as { token: string };
      if (!login.ok) throw new Error(`sign-in: ${login.status} ${JSON.stringify(signedIn)}`);
      const { token } = signedIn;
      const auth = { authorization: `Bearer ${token}` };
      const halls = (await (await fetch(`${server.url}/api/halls`, { headers: auth })).json()) as {
        halls: { id: number; name: string }[];
      };
      const hallNames = halls.halls
        .filter((h) => h.id <= 6)
        .sort((a, b) => a.id - b.id)
        .map((h) => h.name);
      const where = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
      console.log(`Импорт базы клиентов, ${ROWS} строк, ${where}; цель ${TARGET_S} с на импорт`);
      console.log(`память сервера до импорта: ${server.memoryMb()?.rss.toFixed(0)} МБ`);
      let ok = true;
      /** Sends a file; the answer must count every row as `expected` says, with no error. */
      const send = async (
        label: string,
        file: Buffer,
        type: string,
        query: string,
        expected: 'created' | 'unchanged',
      ) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/clients/import${query}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': type },
          body: new Uint8Array(file),
        });
        const result = (await response.json()) as Result;
        const seconds = (performance.now() - started) / 1000;
        ok &&=
          response.ok &&
          result[expected] === ROWS &&
          result.errors.length === 0 &&
          judged(seconds <= TARGET_S);
        const memory = server.memoryMb();
        console.log(
          `${label.padEnd(28)} ${seconds.toFixed(1).padStart(5)} с  ${response.status}  ` +
            `новых ${result.created}, изменённых ${result.updated}, без изменений ${result.unchanged}, ` +
            `ошибок ${result.errors?.length}; память ${memory?.rss.toFixed(0)} МБ (пик ${memory?.peak.toFixed(0)})`,
        );
      };
      const csv = csvFile(hallNames);
      const xlsx = await xlsxFile(hallNames);
      console.log(
        `CSV ${(csv.length / 1e6).toFixed(1)} МБ, XLSX ${(xlsx.length / 1e6).toFixed(1)} МБ`,
      );
      await send('CSV, проверка (dryRun)', csv, 'text/csv', '?dryRun=1', 'created');
      await send('CSV, импорт', csv, 'text/csv', '', 'created');
      await send('CSV, тот же файл снова', csv, 'text/csv', '', 'unchanged');
      await send('XLSX, тот же файл', xlsx, XLSX_TYPE, '', 'unchanged');
      console.log(
        ok ? 'Все строки учтены, цель выполнена.' : 'НЕ все строки учтены или цель не выполнена.',
      );
      if (!ok) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
