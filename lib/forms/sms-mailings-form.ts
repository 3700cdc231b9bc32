/** The mailing wizard's rules and its form as the API's body, checked before the API checks again. */
import type { Audience, Mailing, MailingInput } from '../api/sms-mailings';
import { hallClock } from '../shared/hall-time';
import {
  MAILING_TITLE_MAX,
  smsTextMessage,
  zoneOffsetMs,
  type AudienceSegment,
} from '../shared/sms-mailings';
import { messages, plural } from '../shared/validation/messages';
import { all, length, noControlChars, required } from './validators';
import type { MailingForm } from './mailing-form-state';

export const DAYS_MAX = 365;

export type MailingErrors = Partial<Record<keyof MailingForm | 'audience', string>>;

const NEEDS_DAYS: AudienceSegment[] = ['visited', 'not_visited'];

/** The audience as the API takes it: only the fields its segment uses. */
export function toAudience(form: MailingForm): Audience {
  const audience: Audience = { hallIds: form.hallIds, segment: form.segment };
  if (NEEDS_DAYS.includes(form.segment)) audience.days = form.days;
  if (form.segment === 'registered') {
    const [from, to] = form.registered;
    if (from) audience.from = from;
    if (to ?? from) audience.to = (to ?? from) as string;
  }
  return audience;
}

export const toMailingInput = (form: MailingForm): MailingInput => ({
  title: form.title.trim(),
  kind: form.kind,
  text: form.text,
  audience: toAudience(form),
});

/** A saved draft back in the wizard. */
export function toMailingForm(mailing: Mailing, hallId: number): MailingForm {
  const { audience } = mailing;
  return {
    title: mailing.title,
    hallIds: audience.hallIds.length ? audience.hallIds : [hallId],
    segment: audience.segment,
    days: audience.days ?? 30,
    registered: [audience.from ?? null, audience.to ?? null],
    kind: mailing.kind,
    text: mailing.text,
    sendMode: 'now',
    sendDate: null,
    sendTime: '12:00',
  };
}

const titleRule = all<string>(
  noControlChars,
  required('Название'),
  length({ max: MAILING_TITLE_MAX }),
  (v) => (v.trim() ? null : messages.required('Название')),
);

/** What a draft needs to be saved at all: a title and a well-formed audience. */
export function draftErrors(form: MailingForm): MailingErrors {
  const errors: MailingErrors = {};
  const title = titleRule(form.title);
  if (title) errors.title = title;
  if (form.hallIds.length === 0) errors.hallIds = 'Выберите хотя бы один зал';
  if (NEEDS_DAYS.includes(form.segment)) {
    if (!Number.isInteger(form.days) || form.days < 1 || form.days > DAYS_MAX) {
      errors.days = messages.numberRange(1, DAYS_MAX);
    }
  }
  if (form.segment === 'registered' && !form.registered[0]) {
    errors.registered = 'Укажите даты регистрации';
  }
  return errors;
}

/**
 * The hall-local wall time `date` `time` as an instant (the zone's offset at that moment).
 * `null` for a time that is not `HH:mm`.
 */
export function hallInstant(date: string, time: string, timeZone: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC is the offset then, but for an hour around a change.
  return new Date(wall - zoneOffsetMs(new Date(wall), timeZone));
}

export function sendAtOf(form: MailingForm, timeZone: string): Date | null {
  if (form.sendMode === 'now' || !form.sendDate) return null;
  return hallInstant(form.sendDate, form.sendTime, timeZone);
}

/** The errors that keep the user on `step` (1–3). */
export function stepErrors(
  form: MailingForm,
  step: number,
  timeZone: string,
  now = new Date(),
): MailingErrors {
  if (step === 1) return draftErrors(form);
  if (step === 2) {
    const text = noControlChars(form.text) ?? smsTextMessage(form.text, form.kind);
    return text ? { text } : {};
  }
  if (form.sendMode === 'now') return {};
  if (!form.sendDate) return { sendDate: messages.required('Дата') };
  const at = sendAtOf(form, timeZone);
  if (!at) return { sendTime: 'Укажите время в формате ЧЧ:ММ' };
  if (at.getTime() < now.getTime() - 60_000 || form.sendDate < hallClock(timeZone).today(now)) {
    return { sendTime: 'Время отправки уже прошло' };
  }
  return {};
}

/** The wizard's field and step for each field the API names in a refusal. */
export const API_FIELDS: Record<string, { field: keyof MailingErrors; step: number }> = {
  title: { field: 'title', step: 1 },
  audience: { field: 'audience', step: 1 },
  'audience.hallIds': { field: 'hallIds', step: 1 },
  'audience.segment': { field: 'segment', step: 1 },
  'audience.days': { field: 'days', step: 1 },
  'audience.from': { field: 'registered', step: 1 },
  'audience.to': { field: 'registered', step: 1 },
  kind: { field: 'kind', step: 2 },
  text: { field: 'text', step: 2 },
  sendAt: { field: 'sendTime', step: 3 },
};

/** The API's field messages as the wizard's, and the earliest step that shows one. */
export function fromApiFields(fields: Record<string, string>) {
  const errors: MailingErrors = {};
  let step = 4;
  for (const [name, message] of Object.entries(fields)) {
    const target = API_FIELDS[name] ?? { field: 'audience', step: 1 };
    errors[target.field] ??= message;
    step = Math.min(step, target.step);
  }
  return { errors, step: step === 4 ? null : step };
}

const ruDate = (day: string) => day.split('-').reverse().join('.');

/** «Были за последние 30 дней», «Зарегистрированы 01.01.2026 – 30.06.2026». */
export function describeAudience(audience: Audience): string {
  switch (audience.segment) {
    case 'visited':
      return `Были за последние ${audience.days} ${plural(audience.days ?? 0, 'день', 'дня', 'дней')}`;
    case 'not_visited':
      return `Не были ${audience.days} ${plural(audience.days ?? 0, 'день', 'дня', 'дней')}`;
    case 'registered': {
      const from = audience.from ? ruDate(audience.from) : '…';
      const to = audience.to ? ruDate(audience.to) : '…';
      return from === to ? `Зарегистрированы ${from}` : `Зарегистрированы ${from} – ${to}`;
    }
    default:
      return 'Все клиенты с согласием на SMS';
  }
}
