/**
 * A machine's own cumulative meters, beside each game's, named as SAS 6.02 names them (its meter
 * codes in brackets): what a reading may carry and how each is kept (decision 065).
 */
import { DEFAULT_DENOMINATIONS, parseDenominations } from './cash-desks';

/** Money meters: tenge with two places in a reading, tiyn when kept. */
export const MACHINE_MONEY_METERS = [
  'coinIn',
  'coinOut',
  'jackpotHandPays',
  'cancelledHandPays',
  'billsIn',
  'transfersIn',
  'transfersOut',
  'ticketsIn',
  'ticketsOut',
] as const;

/** Count meters: whole numbers. */
export const MACHINE_COUNT_METERS = [
  'gamesPlayed',
  'doorsMain',
  'doorsDrop',
  'powerResets',
] as const;

/** Every meter of the machine, money first. */
export const MACHINE_METERS = [...MACHINE_MONEY_METERS, ...MACHINE_COUNT_METERS] as const;

/** A meter's column where it is kept: `coinIn` → `coin_in`. */
export const meterColumn = (name: MachineMeterName) =>
  name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type MachineMoneyMeter = (typeof MACHINE_MONEY_METERS)[number];
export type MachineCountMeter = (typeof MACHINE_COUNT_METERS)[number];
export type MachineMeterName = MachineMoneyMeter | MachineCountMeter;

export const MACHINE_METER_LABELS: Record<MachineMeterName, string> = {
  coinIn: 'Сыграно кредитов (coin in, 0000)',
  coinOut: 'Выиграно кредитов (coin out, 0001)',
  jackpotHandPays: 'Джекпоты, выплаченные вручную (0002)',
  cancelledHandPays: 'Снятые кредиты, выплаченные вручную (0003)',
  billsIn: 'Принято купюр на сумму (000B)',
  transfersIn: 'Зачислено с кассы (AFT in, 00A0)',
  transfersOut: 'Списано на кассу (AFT out, 00B8)',
  ticketsIn: 'Принято билетов (0080)',
  ticketsOut: 'Выдано билетов (0086)',
  gamesPlayed: 'Сыграно игр (0005)',
  doorsMain: 'Открытий главной двери',
  doorsDrop: 'Открытий двери купюроприёмника',
  powerResets: 'Включений питания',
};

/** The notes a bill validator may count, in whole tenge: the tenge's notes, smallest first. */
export const BILL_DENOMINATIONS: readonly number[] = parseDenominations(DEFAULT_DENOMINATIONS)!
  .filter((d) => d.form === 'note')
  .map((d) => Number(d.value))
  .sort((a, b) => a - b);

/**
 * Digits a machine's meters keep before they roll over, counted in the unit a reading sends them
 * in: tiyn for money, one for a count. SAS 6.02 keeps 8 or 10 digits of credits; with a credit of
 * one tenge a 10-digit money meter is 12 digits of tiyn, the default. A reading may declare its own.
 */
export const METER_DIGITS_DEFAULT = 12;
export const METER_DIGITS_MIN = 8;
export const METER_DIGITS_MAX = 14;
