/**
 * A chain's clients imported from a file: each line checked, the good ones staged, then merged
 * into the clients in one transaction (or only counted, for a dry run).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ImportResult } from '@/lib/shared/clients';
import { inTransaction, queryRows, type Db } from '../db/database';
import { readImportFile } from '../imports/import-file';
import { checkLine, columnsOf, loadHalls, type RowError, type Staged } from './client-import-lines';

/** Lines staged per statement. */
const STAGE_BATCH = 2_000;
/** A staged import left behind by a stopped server is deleted after this long. */
export const STAGED_ROWS_TTL_MS = 24 * 60 * 60 * 1000;

const stage = (db: Db, importId: string, rows: Staged[], now: Date) =>
  db.execute(sql`
    insert into client_import_rows
      (import_id, row, phone, full_name, hall_id, consent, registered_at, iin, birth_date,
        started_at)
    select ${importId}, row, phone, full_name, hall_id, consent, registered_at, iin, birth_date,
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(row int, phone text, full_name text, hall_id int, consent boolean,
        registered_at timestamptz, iin text, birth_date date)`);

/**
 * The staged rows whose IIN would make two clients one person, or change a client's identity:
 * an IIN repeated in the file, one another client of the chain has, or a phone whose client has
 * another identity. Errors, and out of the import.
 */
async function dropConflictingIins(db: Db, importId: string): Promise<RowError[]> {
  const rows = await queryRows<{ row: number; message: string }>(
    db,
    sql`with staged as (
          select row, phone, iin, min(row) over (partition by iin) as first
          from client_import_rows where import_id = ${importId} and iin is not null),
        conflicts as materialized (
          select row, 'Этот ИИН уже есть в строке ' || first as message
          from staged where row <> first
          union all
          select s.row, 'Этот ИИН записан за другим клиентом сети'
          from staged s join clients c on c.iin = s.iin and c.phone <> s.phone
          union all
          select s.row, 'У клиента с этим номером записан другой ИИН или документ'
          from staged s join clients c on c.phone = s.phone
          where (c.iin is not null and c.iin <> s.iin) or c.document_number is not null),
        deleted as (
          delete from client_import_rows
          where import_id = ${importId} and row in (select row from conflicts))
        select distinct on (row) row, message from conflicts order by row`,
  );
  return rows.map((r) => ({ row: r.row, field: 'iin' as const, message: r.message }));
}

/** The staged rows that repeat a phone of an earlier row: errors, and out of the import. */
async function dropRepeatedPhones(db: Db, importId: string): Promise<RowError[]> {
  const rows = await queryRows<{ row: number; first: number }>(
    db,
    // The repeats are few or none: they are found first, then deleted by the staged rows' key.
    sql`with ranked as (
          select row, min(row) over (partition by phone) as first
          from client_import_rows where import_id = ${importId}),
        repeated as materialized (select row, first from ranked where row <> first),
        deleted as (
          delete from client_import_rows
          where import_id = ${importId} and row in (select row from repeated))
        select row, first from repeated order by row`,
  );
  return rows.map((r) => ({
    row: r.row,
    field: 'phone' as const,
    message: `Этот номер уже есть в строке ${r.first}`,
  }));
}

/** A staged row changes its client: another name or consent, or an IIN the client lacked. */
const changes = sql`c.full_name <> s.full_name or c.sms_consent <> s.consent
  or (c.iin is null and s.iin is not null)`;

/** What the staged rows would do to the base: new clients, changed ones, the same. */
async function countChanges(db: Db, importId: string) {
  const [counts] = await queryRows<{ created: number; updated: number; unchanged: number }>(
    db,
    sql`select count(*) filter (where c.id is null)::int as created,
          count(*) filter (where c.id is not null and (${changes}))::int as updated,
          count(*) filter (where c.id is not null and not (${changes}))::int as unchanged
        from client_import_rows s left join clients c on c.phone = s.phone
        where s.import_id = ${importId}`,
  );
  return counts;
}

/**
 * Writes the staged rows in one transaction: new phones become clients of their hall, a known
 * phone takes the file's name and consent (its hall and registration stay). Every consent an
 * import sets or changes is recorded as the import's, by the admin who sent it.
 */
async function mergeStaged(db: Db, importId: string, userId: number, now: Date) {
  const at = now.toISOString();
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`
      with created as (
        insert into clients (hall_id, phone, full_name, registered_at, sms_consent,
          consent_changed_at, created_by, iin, birth_date)
        select s.hall_id, s.phone, s.full_name, coalesce(s.registered_at, ${at}::timestamptz),
          s.consent, ${at}::timestamptz, ${userId}, s.iin, s.birth_date
        from client_import_rows s
        where s.import_id = ${importId}
          and not exists (select 1 from clients c where c.phone = s.phone)
        order by s.row
        on conflict (phone) do nothing
        returning id, sms_consent)
      insert into client_consents (client_id, consent, source, user_id, at)
      select id, sms_consent, 'import', ${userId}, ${at}::timestamptz from created`);
    // Every part of one statement reads the base as it was before it: `consent_moved` sees the
    // consents the update is about to change.
    await tx.execute(sql`
      with consent_moved as (
        select c.id, s.consent from clients c
        join client_import_rows s on s.phone = c.phone and s.import_id = ${importId}
        where c.sms_consent <> s.consent),
      changed as (
        update clients c set full_name = s.full_name, sms_consent = s.consent,
          consent_changed_at = case when c.sms_consent <> s.consent then ${at}::timestamptz
            else c.consent_changed_at end,
          iin = coalesce(c.iin, s.iin), birth_date = coalesce(c.birth_date, s.birth_date),
          version = c.version + 1
        from client_import_rows s
        where s.import_id = ${importId} and c.phone = s.phone and (${changes})
        returning c.id)
      insert into client_consents (client_id, consent, source, user_id, at)
      select m.id, m.consent, 'import', ${userId}, ${at}::timestamptz
      from consent_moved m join changed using (id)`);
    await tx.execute(sql`delete from client_import_rows where import_id = ${importId}`);
  });
}

export type ImportOptions = { dryRun: boolean; skipInvalid: boolean; userId: number };

/**
 * Reads a client base from a CSV or XLSX stream: each line is checked and staged as it arrives
 * (a batch at a time, so a large file never sits in memory), then — unless it is a dry run, or
 * the file has errors and `skipInvalid` is off — merged into the base at once. Importing the
 * same file again changes nothing.
 */
export async function importClients(
  db: Db,
  body: AsyncIterable<Uint8Array>,
  format: 'csv' | 'xlsx',
  options: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  const importId = randomUUID();
  const halls = await loadHalls(db);
  let batch: Staged[] = [];
  try {
    const read = await readImportFile(body, format, columnsOf, async (line, columns, report) => {
      const checked = checkLine(line, columns, halls, now);
      if (Array.isArray(checked)) report(checked);
      else batch.push(checked);
      if (batch.length >= STAGE_BATCH) {
        await stage(db, importId, batch, now);
        batch = [];
      }
    });
    if (batch.length) await stage(db, importId, batch, now);
    read.report(await dropRepeatedPhones(db, importId));
    read.report(await dropConflictingIins(db, importId));
    const counts = await countChanges(db, importId);
    const write = !options.dryRun && read.headed && (read.errorCount === 0 || options.skipInvalid);
    if (write) await mergeStaged(db, importId, options.userId, now);
    return {
      rows: read.rows,
      ...counts,
      errors: read.errors.sort((a, b) => a.row - b.row),
      moreErrors: read.errorCount - read.errors.length,
      written: write,
    };
  } finally {
    await db.execute(sql`delete from client_import_rows where import_id = ${importId}`);
  }
}

/** Staged rows of imports a stopped server never finished. */
export async function purgeStagedImports(db: Db, now: Date) {
  const before = new Date(now.getTime() - STAGED_ROWS_TTL_MS).toISOString();
  await db.execute(sql`delete from client_import_rows where started_at < ${before}::timestamptz`);
}
