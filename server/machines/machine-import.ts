/**
 * A chain arriving with its machines (decision 069): head office loads a hall's slot machines
 * from a CSV or XLSX file, each registered as a game terminal and put into service by an approved
 * order that names the file as its ground. Every line is checked first; a file with errors writes
 * nothing unless its good lines are asked for.
 */
import { sql } from 'drizzle-orm';
import {
  DEFAULT_MACHINE_MONEY,
  DEVICE_NAME_MAX,
  DEVICE_NUMBER_MAX,
  DEVICE_SERIAL_MAX,
  DEVICE_ZONE_MAX,
} from '@/lib/shared/equipment';
import { amountMessage, canonicalAmount } from '@/lib/shared/cashbox';
import { LEGAL_RTP_MIN } from '@/lib/shared/licence';
import {
  CARD_TEXT_MAX,
  MACHINE_IMPORT_COLUMNS,
  type MachineImportColumn,
} from '@/lib/shared/machine-orders';
import { toMinorUnits } from '@/lib/shared/money';
import { messages } from '@/lib/shared/validation/messages';
import { hasControlChars } from '@/lib/shared/validation/rules';
import { queryRows } from '../db/database';
import { devices, machineOrders } from '../db/schema';
import { deviceKeyHash, newDeviceKey } from '../equipment/device-keys';
import { moneyColumns } from '../equipment/device-records';
import { hallToday } from '../halls/hall-days';
import { readImportFile, type ImportError } from '../imports/import-file';
import { cellDay, cellText, type ImportCell, type ImportLine } from '../imports/import-rows';
import type { Actor } from '../writes/actor';
import { recordAudit } from '../writes/audit';

type RowError = ImportError<MachineImportColumn>;
type Columns = Record<MachineImportColumn, number>;

type Entry = {
  row: number;
  number: string;
  model: string;
  serial: string;
  zone: string;
  card: {
    manufacturer: string;
    romId: string;
    sealNo: string;
    certificateNo: string;
    certificateDate: string;
    denomination: string;
    taxRegNo: string;
    taxRegDate: string;
  };
  inServiceFrom: string;
  game: string;
};

const LIMITS: Partial<Record<MachineImportColumn, number>> = {
  number: DEVICE_NUMBER_MAX,
  model: DEVICE_NAME_MAX,
  serial: DEVICE_SERIAL_MAX,
  zone: DEVICE_ZONE_MAX,
};
const DAY_MESSAGE = 'Дата — в виде ДД.ММ.ГГГГ или ГГГГ-ММ-ДД';

function columnsOf(header: ImportCell[]): Columns | RowError[] {
  const names = header.map((cell) => cellText(cell).toLowerCase());
  const missing = MACHINE_IMPORT_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length === 0) {
    return Object.fromEntries(MACHINE_IMPORT_COLUMNS.map((c) => [c, names.indexOf(c)])) as Columns;
  }
  return [
    {
      row: 1,
      field: 'file',
      message: `Нет столбцов: ${missing.join(', ')}. Нужны: ${MACHINE_IMPORT_COLUMNS.join(', ')}`,
    },
  ];
}

function checkLine(line: ImportLine, columns: Columns): Entry | RowError[] {
  const errors: RowError[] = [];
  const fail = (field: MachineImportColumn, message: string) =>
    errors.push({ row: line.row, field, message });
  const text = (column: MachineImportColumn) => {
    const value = cellText(line.cells[columns[column]]);
    const max = LIMITS[column] ?? CARD_TEXT_MAX;
    if (!value) fail(column, 'Пусто: заполните');
    else if (value.length > max) fail(column, messages.lengthMax(max));
    else if (hasControlChars(value)) fail(column, messages.controlChars());
    return value;
  };
  const day = (column: MachineImportColumn) => {
    const value = cellDay(line.cells[columns[column]]);
    if (!value) fail(column, DAY_MESSAGE);
    return value ?? '';
  };
  const entry: Entry = {
    row: line.row,
    number: text('number'),
    model: text('model'),
    serial: text('serial'),
    zone: text('zone'),
    card: {
      manufacturer: text('manufacturer'),
      romId: text('rom'),
      sealNo: text('seal'),
      certificateNo: text('certificate'),
      certificateDate: day('certificate_date'),
      denomination: cellText(line.cells[columns.denomination]).replace(',', '.'),
      taxRegNo: text('tax_reg_no'),
      taxRegDate: day('tax_reg_date'),
    },
    inServiceFrom: day('in_service_from'),
    game: text('game'),
  };
  const money = amountMessage(entry.card.denomination, { label: 'Номинал кредита' });
  if (money) fail('denomination', money);
  else entry.card.denomination = canonicalAmount(entry.card.denomination);
  if (entry.card.taxRegDate && entry.inServiceFrom && entry.card.taxRegDate > entry.inServiceFrom) {
    fail('tax_reg_date', 'Автомат регистрируется в налоговом органе до ввода в эксплуатацию');
  }
  return errors.length ? errors : entry;
}

/** What the database and the file's other lines say of each entry: one error a line at most. */
async function checkAgainst(
  a: Actor,
  entries: Entry[],
  today: string,
  report: (e: RowError[]) => void,
) {
  const games = await queryRows<{ id: number; code: string; rtp: number | null; category: string }>(
    a.tx,
    sql`select id, lower(code) as code, theoretical_rtp as rtp, category from games`,
  );
  const byCode = new Map(games.map((g) => [g.code, g]));
  const numbers = new Set(
    (
      await queryRows<{ number: string }>(
        a.tx,
        sql`select number from devices where hall_id = ${a.hallId}`,
      )
    ).map((r) => r.number),
  );
  const inService = new Set(
    (
      await queryRows<{ serial: string }>(
        a.tx,
        sql`select upper(serial) as serial from devices where type = 'game_terminal'
              and in_service_from is not null and out_of_service_on is null`,
      )
    ).map((r) => r.serial),
  );
  const good: (Entry & { gameId: number })[] = [];
  const seenNumbers = new Set<string>();
  const seenSerials = new Set<string>();
  for (const entry of entries) {
    const fail = (field: MachineImportColumn, message: string) =>
      report([{ row: entry.row, field, message }]);
    const game = byCode.get(entry.game.toLowerCase());
    const serial = entry.serial.toUpperCase();
    if (!game) fail('game', `Игры с кодом «${entry.game}» нет в каталоге`);
    else if (game.rtp === null || game.rtp < LEGAL_RTP_MIN * 100) {
      fail('game', `Теоретический RTP игры не указан или ниже ${LEGAL_RTP_MIN} %`);
    } else if (game.category !== 'slots')
      fail('game', 'Игровой автомат работает со слотом каталога');
    else if (entry.inServiceFrom > today) fail('in_service_from', 'Дата не позже сегодняшней');
    else if (numbers.has(entry.number) || seenNumbers.has(entry.number)) {
      fail('number', 'Устройство с таким номером уже есть в зале');
    } else if (inService.has(serial) || seenSerials.has(serial)) {
      fail('serial', 'Автомат с этим серийным номером уже в эксплуатации в сети');
    } else {
      seenNumbers.add(entry.number);
      seenSerials.add(serial);
      good.push({ ...entry, gameId: game.id });
    }
  }
  return good;
}

export type MachineImportResult = {
  rows: number;
  created: number;
  unchanged: number;
  errors: RowError[];
  moreErrors: number;
  written: boolean;
};

/**
 * Loads the hall's machines. Each new machine gets a key no one has seen: head office issues its
 * key from the machine's card («Новый ключ») when the machine is connected.
 */
export async function importMachines(
  body: AsyncIterable<Uint8Array>,
  format: 'csv' | 'xlsx',
  options: { dryRun: boolean; skipInvalid: boolean },
  writeAs: <T>(write: (a: Actor) => Promise<T>) => Promise<T>,
): Promise<MachineImportResult> {
  const entries: Entry[] = [];
  const read = await readImportFile(body, format, columnsOf, (line, columns, report) => {
    const checked = checkLine(line, columns);
    if (Array.isArray(checked)) report(checked);
    else entries.push(checked);
  });
  let created = 0;
  let written = false;
  const rollBack = new Error('not written');
  try {
    await writeAs(async (a) => {
      // The hall's row is locked: two imports at once check against each other's machines.
      await queryRows(a.tx, sql`select id from halls where id = ${a.hallId} for update`);
      const good = await checkAgainst(
        a,
        entries,
        await hallToday(a.tx, a.hallId, a.now),
        read.report,
      );
      written = !options.dryRun && read.headed && (read.errorCount === 0 || options.skipInvalid);
      for (const entry of good) {
        const { denomination, ...card } = entry.card;
        const [device] = await a.tx
          .insert(devices)
          .values({
            hallId: a.hallId,
            number: entry.number,
            name: entry.model,
            type: 'game_terminal',
            serial: entry.serial,
            zone: entry.zone,
            keyHash: deviceKeyHash(newDeviceKey()),
            ...moneyColumns(DEFAULT_MACHINE_MONEY),
            ...card,
            denomination: toMinorUnits(denomination),
            gameId: entry.gameId,
            inServiceFrom: entry.inServiceFrom,
            createdAt: a.now,
          })
          .returning({ id: devices.id });
        await a.tx.insert(machineOrders).values({
          hallId: a.hallId,
          deviceId: device.id,
          kind: 'put_into_service',
          effectiveOn: entry.inServiceFrom,
          status: 'approved',
          details: { ...entry.card, gameId: entry.gameId },
          note: `Импорт из файла, строка ${entry.row}`,
          requestedBy: a.user.id,
          requestedAt: a.now,
          decidedBy: a.user.id,
          decidedAt: a.now,
        });
        created++;
      }
      if (!written) throw rollBack;
      await recordAudit(a, 'machine.import', 0, { rows: read.rows, created });
    });
  } catch (error) {
    if (error !== rollBack) throw error;
  }
  return {
    rows: read.rows,
    created,
    unchanged: 0,
    errors: read.errors.sort((x, y) => x.row - y.row),
    moreErrors: read.errorCount - read.errors.length,
    written,
  };
}
