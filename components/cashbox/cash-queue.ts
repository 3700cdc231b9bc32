'use client';

import { cashboxKey } from '@/lib/api/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createOperation, type Operation, type PayoutWaiting } from '@/lib/api/cashbox';
import { cancelOrder, createOrder, type Order } from '@/lib/api/bar';
import { ApiRequestError, isUnreachable } from '@/lib/api/client';
import { failureMessage } from '@/lib/api/messages';
import { useAuthStore } from '@/stores/auth-store';
import {
  useCashQueueStore,
  type NewQueuedWrite,
  type QueuedWrite,
} from '@/stores/cash-queue-store';

/** What a cashier is told when a write went to the queue: «Заказ сохранён», «Операция сохранена». */
export const queuedMessage = (what: string) =>
  `Нет связи с сервером. ${what} на этом устройстве и уйдёт на сервер, когда связь вернётся.`;

/** How often a desk with writes waiting tries the server again. */
export const QUEUE_RETRY_MS = 5_000;

const queue = () => useCashQueueStore.getState();
const author = () => useAuthStore.getState().fullName;

function send(item: NewQueuedWrite): Promise<Operation | Order | PayoutWaiting> {
  switch (item.kind) {
    case 'operation':
      return createOperation(item.hallId, item.input, item.key);
    case 'order':
      return createOrder(item.hallId, item.input, item.key);
    case 'cancel':
      return cancelOrder(item.hallId, item.orderId, item.key);
  }
}

const waiting = (item: QueuedWrite) => item.refusal === null && item.author === author();

export type SendResult<T> = { queued: true } | { queued: false; answer: T };

/**
 * Sends a cash write now, or keeps it in the queue: when the API cannot be reached, or when
 * earlier writes of the hall still wait (they go first, in order). A refusal is thrown as usual.
 */
export async function sendOrQueue<T extends Operation | Order | PayoutWaiting>(
  item: NewQueuedWrite,
): Promise<SendResult<T>> {
  const { items, actions } = queue();
  if (items.some((i) => i.hallId === item.hallId && waiting(i))) {
    actions.queued(item, author());
    void sendQueue();
    return { queued: true };
  }
  try {
    const answer = (await send(item)) as T;
    if (queue().offline) actions.connectionChanged(false);
    return { queued: false, answer };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    actions.queued(item, author());
    actions.connectionChanged(true);
    return { queued: true };
  }
}

let draining: Promise<void> | null = null;

/**
 * Sends the waiting writes one at a time, oldest first, each with its own key, so a write that
 * reached the server before its answer was lost is replayed, never recorded twice. Stops at the
 * first that cannot reach the API; a refused one stays with its reason and the rest go on.
 */
export function sendQueue(): Promise<void> {
  draining ??= drain().finally(() => {
    draining = null;
  });
  return draining;
}

async function drain() {
  for (;;) {
    const next = queue().items.find(waiting);
    if (!next) return;
    try {
      await send(next);
      queue().actions.delivered(next.key);
    } catch (error) {
      if (isUnreachable(error)) {
        queue().actions.connectionChanged(true);
        return;
      }
      // A 401 signs out; the queue stays for the next sign-in.
      if (error instanceof ApiRequestError && error.status === 401) return;
      queue().actions.refused(next.key, failureMessage(error));
    }
  }
}

/**
 * While the cash desk is on screen: try the queue now, when the browser says the network is
 * back, and every few seconds while writes wait; reload the desk's data when one is delivered.
 */
export function useCashQueueSender(hallId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const retry = () => {
      if (queue().items.some(waiting)) void sendQueue();
    };
    const wentOffline = () => queue().actions.connectionChanged(true);
    retry();
    const timer = setInterval(retry, QUEUE_RETRY_MS);
    window.addEventListener('online', retry);
    window.addEventListener('offline', wentOffline);
    const unsubscribe = useCashQueueStore.subscribe((state, previous) => {
      if (state.delivered !== previous.delivered) {
        void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      }
    });
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', wentOffline);
      unsubscribe();
    };
  }, [hallId, queryClient]);
}
