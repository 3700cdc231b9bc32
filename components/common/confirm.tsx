'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { deferred } from './deferred';

/** What is asked: Mantine's `openConfirmModal` options, as far as the screens use them. */
export type Question = {
  title: string;
  children: ReactNode;
  labels: { confirm: string; cancel: string };
  confirmProps?: { color?: string };
  onConfirm: () => void;
};

let asked: Question | null = null;
const listeners = new Set<() => void>();
const changed = (next: Question | null) => {
  asked = next;
  listeners.forEach((listener) => listener());
};

/**
 * Asks before an action (a dismissal, a lock, a cancelled mailing). The dialog's code loads with
 * the first question: Mantine's modals manager drew a closed modal, with its focus trap, into
 * every screen that might ask.
 */
export function askToConfirm(question: Question) {
  changed(question);
}

const Dialog = deferred(
  () => import('./ConfirmDialog').then((m) => m.ConfirmDialog),
  (props) => ({ ...props, opened: false }),
);

/** Where the questions are shown; the shell has one. */
export function ConfirmHost() {
  const question = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => asked,
    () => null,
  );
  // The last question stays drawn while its dialog closes.
  const [last, setLast] = useState<Question | null>(null);
  if (question && question !== last) setLast(question);
  return (
    <Dialog
      needed={question !== null}
      opened={question !== null}
      question={question ?? last}
      onAnswer={(confirmed) => {
        const answered = asked;
        changed(null);
        if (confirmed) answered?.onConfirm();
      }}
    />
  );
}
