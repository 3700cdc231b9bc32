/**
 * What the mailing wizard holds, in a module of its own: the store that keeps it is loaded with
 * every screen, the wizard's rules (`sms-mailings-form.ts`) only with the mailings.
 */
import type { AudienceSegment, SmsKind } from '../shared/sms-mailings';

type DateRange = [string | null, string | null];

/** What the wizard holds, as the user typed it. */
export type MailingForm = {
  title: string;
  hallIds: number[];
  segment: AudienceSegment;
  days: number;
  /** The registration days of the `registered` segment. */
  registered: DateRange;
  kind: SmsKind;
  text: string;
  sendMode: 'now' | 'at';
  /** Hall-local `YYYY-MM-DD` and `HH:mm` of a timed start. */
  sendDate: string | null;
  sendTime: string;
};

export const newMailingForm = (hallId: number, title: string): MailingForm => ({
  title,
  hallIds: [hallId],
  segment: 'all',
  days: 30,
  registered: [null, null],
  kind: 'service',
  text: '',
  sendMode: 'now',
  sendDate: null,
  sendTime: '12:00',
});
