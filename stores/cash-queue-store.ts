import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OperationInput } from '@/lib/api/cashbox';
import type { OrderInput } from '@/lib/api/bar';
import type { OperationType } from '@/lib/shared/cashbox';
import { CASH_QUEUE_KEY } from '@/lib/browser/storage-keys';

type QueuedKind =
  | { kind: 'operation'; input: OperationInput }
  | { kind: 'order'; input: OrderInput; lines: { name: string; quantity: number }[] }
  | { kind: 'cancel'; orderId: number; total: string };

/** A cash write the server has not answered yet, with the Idempotency-Key it was first sent with. */
export type QueuedWrite = QueuedKind & {
  key: string;
  hallId: number;
  /** Who typed it: only that person's session sends it. */
  author: string;
  queuedAt: string;
  /** The server's reason when it refused the write; the cashier resends or removes it. */
  refusal: string | null;
};

export type NewQueuedWrite = QueuedKind & { key: string; hallId: number };

type CashQueueState = {
  items: QueuedWrite[];
  /** The last attempt to reach the API failed; cleared by the next answer. */
  offline: boolean;
  /** Counts writes delivered from the queue, so that screens know to reload. */
  delivered: number;
  actions: {
    queued: (item: NewQueuedWrite, author: string) => void;
    delivered: (key: string) => void;
    refused: (key: string, reason: string) => void;
    resent: (key: string) => void;
    removed: (key: string) => void;
    connectionChanged: (offline: boolean) => void;
  };
};

/** What the journal shows for a queued write: its type and amount. */
export function queuedEntry(item: QueuedWrite): {
  type: OperationType;
  amount: string;
  note: string;
} {
  switch (item.kind) {
    case 'operation':
      return item.input;
    case 'order':
      return {
        type: 'sale',
        amount: item.input.total,
        note: item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', '),
      };
    case 'cancel':
      return { type: 'refund', amount: item.total, note: `Отмена заказа № ${item.orderId}` };
  }
}

const withoutKey = (items: QueuedWrite[], key: string) => items.filter((i) => i.key !== key);
const patched = (items: QueuedWrite[], key: string, patch: Partial<QueuedWrite>) =>
  items.map((i) => (i.key === key ? ({ ...i, ...patch } as QueuedWrite) : i));

/**
 * The offline cash desk: writes kept in order until the server answers them. Session storage,
 * not local: a 401 clears local storage, and the queue must outlive the re-login that follows.
 */
export const useCashQueueStore = create<CashQueueState>()(
  persist(
    (set) => ({
      items: [],
      offline: false,
      delivered: 0,
      actions: {
        queued: (item, author) =>
          set((s) =>
            s.items.some((i) => i.key === item.key)
              ? s
              : {
                  items: [
                    ...s.items,
                    { ...item, author, queuedAt: new Date().toISOString(), refusal: null },
                  ],
                },
          ),
        delivered: (key) =>
          set((s) => ({
            items: withoutKey(s.items, key),
            offline: false,
            delivered: s.delivered + 1,
          })),
        refused: (key, reason) =>
          set((s) => ({ items: patched(s.items, key, { refusal: reason }), offline: false })),
        resent: (key) => set((s) => ({ items: patched(s.items, key, { refusal: null }) })),
        removed: (key) => set((s) => ({ items: withoutKey(s.items, key) })),
        connectionChanged: (offline) => set({ offline }),
      },
    }),
    {
      name: CASH_QUEUE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
);
