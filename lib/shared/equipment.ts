/** Devices of a hall: types, the statuses a device shows and the ones a manager sets. */

export const DEVICE_TYPES = [
  'game_terminal',
  'cash_terminal',
  'kiosk',
  'screen',
  'printer',
  'server',
  'camera',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  game_terminal: 'Игровой терминал',
  cash_terminal: 'Кассовый терминал',
  kiosk: 'Киоск самообслуживания',
  screen: 'Экран',
  printer: 'Принтер чеков',
  server: 'Сервер',
  camera: 'Камера',
};

/** What a device shows: online/offline come from heartbeats, the others are set by a manager. */
export const DEVICE_STATES = ['online', 'offline', 'maintenance', 'broken'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

export const DEVICE_STATE_LABELS: Record<DeviceState, string> = {
  online: 'В сети',
  offline: 'Не в сети',
  maintenance: 'Обслуживание',
  broken: 'Неисправно',
};

export const DEVICE_STATE_COLORS: Record<DeviceState, string> = {
  online: 'teal',
  offline: 'gray',
  maintenance: 'orange',
  broken: 'red',
};

/** What a manager sets: in service (then heartbeats decide online/offline), maintenance, broken. */
export const SERVICE_STATUSES = ['active', 'maintenance', 'broken'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  active: 'В работе',
  maintenance: 'Обслуживание',
  broken: 'Неисправно',
};

export const DEVICE_SORTS = ['number', 'name', 'type', 'zone', 'state', 'lastSeenAt'] as const;
export type DeviceSort = (typeof DEVICE_SORTS)[number];
export const DEVICE_SORT_LABELS: Record<DeviceSort, string> = {
  number: 'Номер',
  name: 'Модель',
  type: 'Тип',
  zone: 'Зона',
  state: 'Статус',
  lastSeenAt: 'Последний сигнал',
};

export const DEVICE_NOTE_MAX = 500;
export const DEVICE_NUMBER_MAX = 20;
export const DEVICE_NAME_MAX = 100;
export const DEVICE_SERIAL_MAX = 60;
export const DEVICE_ZONE_MAX = 60;

/**
 * How money enters and leaves a game terminal (decision 065): the notes its bill validator takes
 * (none: it has no validator), credits sold at a desk, tickets it prints and takes. Hand pays
 * always leave through a desk.
 */
export type MachineMoney = { billNotes: number[]; deskCredits: boolean; tickets: boolean };

/** A game terminal registered without saying: a validator for every note but 200 ₸, desk credits. */
export const DEFAULT_MACHINE_MONEY: MachineMoney = {
  billNotes: [500, 1000, 2000, 5000, 10000, 20000],
  deskCredits: true,
  tickets: false,
};

/** A note's value with its thousands apart: «20 000». */
const note = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** «Купюры 500–20 000 ₸ · кредиты с кассы · билеты»: the ways in a line. */
export function machineMoneyText(money: MachineMoney): string {
  const notes = [...money.billNotes].sort((a, b) => a - b);
  const parts = [
    notes.length === 0
      ? 'без купюроприёмника'
      : `купюры ${notes.length === 1 ? note(notes[0]) : `${note(notes[0])}–${note(notes.at(-1)!)}`} ₸`,
    ...(money.deskCredits ? ['кредиты с кассы'] : []),
    ...(money.tickets ? ['билеты'] : []),
  ];
  return parts.join(' · ').replace(/^./, (c) => c.toUpperCase());
}
