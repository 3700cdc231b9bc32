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
