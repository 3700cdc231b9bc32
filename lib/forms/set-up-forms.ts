/**
 * The rules of the chain's set-up forms (a hall, a device, a product, a game), as the browser
 * checks them before the API checks them again with the same limits and messages.
 */
import type { CountPolicy } from '../shared/cash-desks';
import { messages } from '../shared/validation/messages';
import { PRODUCT_CATEGORY_MAX, PRODUCT_NAME_MAX, typedAmountMessage } from '../shared/cashbox';
import {
  DEVICE_NAME_MAX,
  DEVICE_NUMBER_MAX,
  DEVICE_SERIAL_MAX,
  DEVICE_ZONE_MAX,
} from '../shared/equipment';
import { GAME_CODE_MAX, GAME_NAME_MAX, isGameCode, rtpMessage } from '../shared/game-catalogue';
import {
  HALL_ADDRESS_MAX,
  HALL_CITY_MAX,
  HALL_NAME_MAX,
  isClockTime,
  isTimeZone,
} from '../shared/halls';
import { all, length, noControlChars, required } from './validators';

const text = (label: string, max: number) =>
  all<string>(noControlChars, required(label), length({ max }));

const clock = (value: string) =>
  required()(value) ?? (isClockTime(value) ? null : 'Время в виде ЧЧ:ММ, от 00:00 до 23:59');

export type HallFormValues = {
  name: string;
  city: string;
  address: string;
  timezone: string;
  openHours: { from: string; to: string };
  status: 'open' | 'closed';
  blindCount: boolean;
  countByDenomination: CountPolicy;
  cashierConfirmsSafe: boolean;
  /** The gaming day's start hour as the select holds it («6»), and the grace in minutes as typed. */
  gamingDayStartHour: string;
  gamingDayGraceMinutes: string;
  /** The machines' tolerance in whole tenge, as typed. */
  machineToleranceTenge: string;
  /** The drop's weekdays, '1' Monday … '7' Sunday, as the checkboxes give them. */
  dropWeekdays: string[];
  /** A zone for foreigners only, and the act that makes it so (decision 069). */
  foreignersOnly: boolean;
  foreignersOnlySource: string;
  version: number;
};

export const hallFormRules = {
  name: text('Название', HALL_NAME_MAX),
  city: text('Город', HALL_CITY_MAX),
  address: text('Адрес', HALL_ADDRESS_MAX),
  timezone: (value: string) =>
    required('Часовой пояс')(value) ??
    (isTimeZone(value) ? null : 'Часовой пояс из базы IANA, например Asia/Almaty'),
  openHours: { from: clock, to: clock },
  foreignersOnlySource: (value: string, values: { foreignersOnly: boolean }) =>
    values.foreignersOnly && value.trim() === ''
      ? 'Укажите основание: акт об игорной зоне для иностранцев'
      : value.length > 300
        ? messages.lengthMax(300)
        : null,
  gamingDayGraceMinutes: (value: string) =>
    /^\d{1,3}$/.test(value.trim()) && Number(value) <= 720
      ? null
      : 'Ожидание поздних показаний — минут от 0 до 720',
  machineToleranceTenge: (value: string) =>
    /^\d{1,7}$/.test(value.replace(/\s/g, '')) && Number(value.replace(/\s/g, '')) <= 1_000_000
      ? null
      : 'Допуск по автоматам — тенге от 0 до 1 000 000',
};

export type DeviceFormValues = {
  number: string;
  type: string | null;
  name: string;
  serial: string;
  zone: string;
  /** A game terminal's ways for money: its validator's notes as the checkboxes hold them. */
  billNotes: string[];
  deskCredits: boolean;
  tickets: boolean;
  version: number;
};

export const deviceFormRules = {
  number: text('Номер', DEVICE_NUMBER_MAX),
  type: (value: string | null) => (value ? null : 'Выберите тип из списка'),
  name: text('Модель', DEVICE_NAME_MAX),
  serial: text('Серийный номер', DEVICE_SERIAL_MAX),
  zone: text('Зона', DEVICE_ZONE_MAX),
};

export type ProductFormValues = {
  name: string;
  category: string;
  price: string;
  /** The VAT rate the price includes, as the select holds it: «16», …, or «none». */
  vatRate: string;
  version: number;
};

export const productFormRules = {
  name: text('Название', PRODUCT_NAME_MAX),
  category: text('Категория', PRODUCT_CATEGORY_MAX),
  price: (value: string) => typedAmountMessage(value, { label: 'Цена' }),
};

export type GameFormValues = {
  code: string;
  name: string;
  category: string | null;
  /** As typed: «96,5» or «96.50». */
  theoreticalRtp: string;
  version: number;
};

/** «96,5» → 96.5; anything that is not a number stays NaN for the rule to refuse. */
export const rtpNumber = (typed: string) =>
  /^\d+(?:[.,]\d+)?$/.test(typed.trim()) ? Number(typed.trim().replace(',', '.')) : NaN;

export const gameFormRules = {
  code: (value: string) =>
    text('Код', GAME_CODE_MAX)(value) ??
    (isGameCode(value.trim()) ? null : 'Код — латинские буквы, цифры, «-», «_» и «.»'),
  name: text('Название', GAME_NAME_MAX),
  category: (value: string | null) => (value ? null : 'Выберите категорию из списка'),
  theoreticalRtp: (value: string) => required('RTP')(value) ?? rtpMessage(rtpNumber(value)),
};
