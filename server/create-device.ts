/**
 * `npm run device:create -- --hall 1 --number GT-101 --type game_terminal --name "Novomatic
 * Super-V+" --serial NV123456 --zone "Основной зал"`
 * Registers a device and prints its key once: the device sends it in X-Device-Key with every
 * heartbeat (`POST /api/equipment/heartbeat`). Only the key's SHA-256 is stored.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_MACHINE_MONEY, DEVICE_TYPES, type DeviceType } from '@/lib/shared/equipment';
import { hasControlChars } from '@/lib/shared/validation/rules';
import { openDatabase } from './db/database';
import { devices } from './db/schema';
import { deviceKeyHash, newDeviceKey } from './equipment/device-keys';
import { moneyColumns } from './equipment/device-records';
import { isUniqueViolation } from './errors';
import { readSettings } from './settings';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const text = (value: string | undefined, flag: string, max: number) => {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || trimmed.length > max || hasControlChars(trimmed)) {
    fail(`--${flag}: от 1 до ${max} символов`);
  }
  return trimmed;
};

async function main() {
  const { values } = parseArgs({
    options: {
      hall: { type: 'string' },
      number: { type: 'string' },
      type: { type: 'string' },
      name: { type: 'string' },
      serial: { type: 'string' },
      zone: { type: 'string' },
    },
  });
  const hallId = Number(values.hall);
  if (!Number.isInteger(hallId) || hallId < 1) fail('--hall: номер зала');
  const type = values.type as DeviceType;
  if (!DEVICE_TYPES.includes(type)) fail(`--type: одно из ${DEVICE_TYPES.join(', ')}`);
  const device = {
    hallId,
    type,
    number: text(values.number, 'number', 20),
    name: text(values.name, 'name', 100),
    serial: text(values.serial, 'serial', 60),
    zone: text(values.zone, 'zone', 60),
  };

  const settings = readSettings();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  await database.migrate();
  const key = newDeviceKey();
  try {
    const [row] = await database.db
      .insert(devices)
      .values({
        ...device,
        ...(type === 'game_terminal' && moneyColumns(DEFAULT_MACHINE_MONEY)),
        keyHash: deviceKeyHash(key),
      })
      .returning({ id: devices.id });
    console.log(`Устройство ${device.number} зарегистрировано (№${row.id}).`);
    console.log(`Ключ устройства (показывается один раз): ${key}`);
  } catch (error) {
    if (isUniqueViolation(error, 'devices_hall_number_uq'))
      fail(`В зале уже есть ${device.number}`);
    fail('Не удалось зарегистрировать устройство: проверьте номер зала');
  } finally {
    await database.close();
  }
}

void main();
