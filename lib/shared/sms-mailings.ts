/** SMS text rules shared by the browser and the API: encoding, segments, the sending window. */
import { SMS_MAX_SEGMENTS, SMS_WINDOW_CLOSES_HOUR, SMS_WINDOW_OPENS_HOUR } from './business-rules';
import { hallClock } from './hall-time';

/** The GSM 03.38 default alphabet: one septet each. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape plus the character, two septets each. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsCount = {
  encoding: SmsEncoding;
  /** Units the text takes: septets in GSM-7, UTF-16 code units in UCS-2. */
  length: number;
  segments: number;
  /** Units one segment holds for this text (160/153 or 70/67). */
  perSegment: number;
  /** Units left in the last segment. */
  remaining: number;
};

/**
 * How a text goes out: GSM-7 when every character is in the GSM alphabet (160 in one SMS, 153 a
 * part when split), otherwise UCS-2 (70, or 67 a part) — one Cyrillic letter or emoji makes the
 * whole text UCS-2, and an emoji takes two units.
 */
export function countSms(text: string): SmsCount {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENDED.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const length = gsm ? septets : text.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  const segments = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / part);
  const perSegment = segments > 1 ? part : single;
  const remaining = segments === 0 ? single : segments * perSegment - length;
  return { encoding, length, segments, perSegment, remaining };
}

/** The line every advertising SMS ends with. */
export const OPT_OUT_LINE = 'Отказ от рассылки: ответьте STOP';

export const MAILING_TITLE_MAX = 120;

/**
 * Whether the chain's licence allows advertising SMS. Kazakhstan's July 2024 amendments ban
 * advertising gambling in text messages sent through mobile operators: forbidden unless set.
 */
export type SmsAdvertising = 'forbidden' | 'allowed';
export const ADVERTISING_FORBIDDEN_MESSAGE =
  'Рекламные SMS запрещены: закон (поправки июля 2024 года) запрещает рекламу игорного бизнеса в SMS через операторов связи. Выберите сервисное сообщение.';

export const SMS_KINDS = ['service', 'advertising'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export const SMS_KIND_LABELS: Record<SmsKind, string> = {
  service: 'Сервисное',
  advertising: 'Рекламное',
};

export const MAILING_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'sent',
  'cancelled',
  'failed',
] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];
export const MAILING_STATUS_LABELS: Record<MailingStatus, string> = {
  draft: 'Черновик',
  scheduled: 'Запланирована',
  sending: 'Отправляется',
  sent: 'Отправлена',
  cancelled: 'Отменена',
  failed: 'Ошибка',
};

/** What the mailings' list sorts by (the API's `sort`). */
export const MAILING_SORT_LABELS = {
  createdAt: 'Дата создания',
  sendAt: 'Время отправки',
  title: 'Название',
  status: 'Статус',
} as const;
export type MailingSort = keyof typeof MAILING_SORT_LABELS;

/** Who among the hall's clients with SMS consent a mailing goes to. */
export const AUDIENCE_SEGMENTS = ['all', 'visited', 'not_visited', 'registered'] as const;
export type AudienceSegment = (typeof AUDIENCE_SEGMENTS)[number];
export const AUDIENCE_SEGMENT_LABELS: Record<AudienceSegment, string> = {
  all: 'Все клиенты',
  visited: 'Были за последние N дней',
  not_visited: 'Не были N дней',
  registered: 'Зарегистрированы между датами',
};

/** The text as the client gets it: an advertising one with the opt-out line. */
export const messageText = (text: string, kind: SmsKind) =>
  kind === 'advertising' ? `${text.trimEnd()}\n${OPT_OUT_LINE}` : text;

/** The Russian message for a text that cannot go out, or null. */
export function smsTextMessage(text: string, kind: SmsKind): string | null {
  if (!text.trim()) return 'Пожалуйста, заполните поле «Текст»';
  const { segments } = countSms(messageText(text, kind));
  if (segments > SMS_MAX_SEGMENTS) {
    return `Текст не помещается в ${SMS_MAX_SEGMENTS} SMS: сократите его`;
  }
  return null;
}

/** How far the hall's clock is ahead of UTC at `at`, in ms. */
export const zoneOffsetMs = (at: Date, timeZone: string) => hallClock(timeZone).wall(at).offset;

/** Whether `at` is inside the hall's sending window, 9:00–21:00 hall time. */
export function inSendingWindow(at: Date, timeZone: string): boolean {
  const { hour } = hallClock(timeZone).wall(at);
  return hour >= SMS_WINDOW_OPENS_HOUR && hour < SMS_WINDOW_CLOSES_HOUR;
}

/**
 * When a mailing asked for `at` may start: `at` itself inside 9:00–21:00 hall time, else the
 * next 9:00 of the hall. (Kazakhstan keeps no daylight saving, so the offset at `at` holds.)
 */
export function sendingStart(at: Date, timeZone: string): Date {
  if (inSendingWindow(at, timeZone)) return at;
  const clock = hallClock(timeZone).wall(at);
  const day = clock.hour >= SMS_WINDOW_CLOSES_HOUR ? clock.day + 1 : clock.day;
  return new Date(Date.UTC(clock.year, clock.month - 1, day, SMS_WINDOW_OPENS_HOUR) - clock.offset);
}
