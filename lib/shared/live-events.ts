/**
 * The live floor's events (GET /api/halls/{hallId}/events, GET /api/events): what each kind is
 * about, and which screens show it. The API sends a kind only to a role that may open one of
 * its screens; the browser refreshes those screens' data when one arrives.
 */
import { canOpen, type ScreenPath } from './access';
import type { Role } from './roles';

export const EVENT_SCREENS = {
  /** A device was added, edited, given a status, or went online or offline. */
  device: ['/equipment', '/dashboard', '/summary'],
  /** A cash operation was made (a sale's payment included). */
  'cash-operation': ['/cashbox', '/dashboard', '/summary'],
  /** A shift was opened or closed. */
  shift: ['/cashbox', '/dashboard', '/summary'],
  /** A hall's desk was added, renamed or retired. */
  'cash-desk': ['/cashbox', '/dashboard'],
  /** Cash was sent between desks, the safe and the bank, or accepted or refused. */
  'cash-transfer': ['/cashbox', '/dashboard'],
  /** A shift was handed over, accepted, disputed, decided or called off. */
  handover: ['/cashbox', '/dashboard'],
  /** The safe was counted and waits for a second count, or the second count came. */
  'safe-count': ['/cashbox', '/dashboard'],
  /** The machines' boxes were taken out (a drop), counted once, or counted by a second person. */
  drop: ['/cashbox'],
  /** A winnings payout was asked for, approved, refused or paid. */
  'owed-winning': ['/cashbox', '/dashboard'],
  /** A count left a variance, or a variance was signed off. */
  'cash-variance': ['/cashbox', '/dashboard', '/summary'],
  /** A bar order was sold or cancelled. */
  order: ['/cashbox', '/dashboard', '/summary'],
  /** A phone-number change was filed, edited or decided. */
  'phone-request': ['/phone/request', '/dashboard'],
  /** A mailing was created, changed, or moved on (sent, delivered, failed counts). */
  mailing: ['/sms/mailing'],
  /** An exception opened or was marked as seen. */
  exception: ['/dashboard', '/summary'],
  /** A hall was opened or its settings changed (its name shows on every screen). */
  hall: ['/halls'],
  /** A product of the bar's menu was added or changed. */
  product: ['/cashbox'],
  /**
   * The hall's machines played: their meters added bets and wins. One event per hall every
   * couple of seconds at most, however many machines report.
   */
  play: ['/dashboard', '/games-report', '/summary'],
  /**
   * Guests were checked in at the hall's door: one event per hall while the last is still being
   * published, however busy the door.
   */
  visit: ['/cashbox', '/attendance', '/dashboard', '/halls', '/summary'],
  /** Clients of the hall were registered, edited, imported or opted out (one event a batch). */
  client: ['/sms/mailing'],
  /** A game of the chain's catalogue was added or changed: an event of hall 0, every hall's. */
  game: ['/games-report', '/dashboard'],
  /**
   * An account changed or one of its sessions ended (hall 0). No screen follows it: each stream
   * of that user reads its access again at once, and ends if the user has lost it.
   */
  account: [],
} as const satisfies Record<string, readonly ScreenPath[]>;

export type EventKind = keyof typeof EVENT_SCREENS;

export const EVENT_KINDS = Object.keys(EVENT_SCREENS) as EventKind[];

/** One event as the stream's `data:` carries it; its `id:` is `id`. */
export type HallEvent = {
  id: number;
  hallId: number;
  kind: EventKind;
  /** The record: its `id`, and what changed (`change`, `status`, `shiftId`) where known. */
  subject: { id?: number | string; change?: string; status?: string; shiftId?: number };
  at: string;
};

/** Whether `role` is told about events of `kind`: it may open a screen that shows them. */
export function mayFollow(role: Role, kind: EventKind): boolean {
  return EVENT_SCREENS[kind].some((path) => canOpen(role, path));
}

/** A stream's answer when it ends for good: the client signs out or stops following. */
export type StreamEnd = 'signed-out' | 'hall-removed';
