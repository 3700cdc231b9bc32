'use client';

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@/lib/api/bar';
import { retryCheques } from '@/lib/api/fiscal';
import { rowActionFailure } from '@/lib/api/messages';
import { cashboxKey } from '@/lib/api/query-keys';
import { may } from '@/lib/shared/access';
import { newRequestKey } from '@/lib/browser/request-key';
import { useAuthStore } from '@/stores/auth-store';

/**
 * «Пробить снова»: the manager sends the order's refused cheques again once the cause is fixed
 * (a product's VAT rate, say). A cashier sees the refusal and tells the manager.
 */
export function FiscalRetryButton({ hallId, order }: { hallId: number; order: Order }) {
  const manager = useAuthStore((s) => may(s.role, 'keepSafe'));
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryCheques(hallId, order.id, newRequestKey()),
    onSuccess: () =>
      notifications.show({ color: 'teal', message: `Заказ № ${order.id}: чек снова отправляется` }),
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...cashboxKey(hallId), 'orders'] }),
  });
  const refused = order.fiscal?.status === 'failed' || order.returnFiscal?.status === 'failed';
  if (!manager || !refused) return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      aria-label={`Пробить снова чек заказа № ${order.id}`}
      loading={retry.isPending}
      onClick={() => retry.mutate()}
    >
      Пробить снова
    </Button>
  );
}
