'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentShiftQuery } from '@/lib/api/cashbox';
import { productsQuery, type Order } from '@/lib/api/bar';
import { ApiRequestError } from '@/lib/api/client';
import { failureMessage } from '@/lib/api/messages';
import { ORDER_QUANTITY_MAX } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { useBasketStore } from '@/stores/basket-store';
import { queuedMessage, sendOrQueue } from './cash-queue';
import { showWriteError } from './write-errors';
import { useOneAtATime } from '../common/use-one-at-a-time';

const errorCode = (error: unknown) =>
  error instanceof ApiRequestError ? error.body?.error.code : undefined;

/**
 * The basket and «Оформить»: one paid order and its sale. The basket's key goes with it, so a
 * double click or a resend after a lost answer makes one order; prices the server no longer
 * agrees with are refreshed from the menu for the cashier to check, and nothing is charged.
 */
export function BasketCard({ hallId }: { hallId: number }) {
  const queryClient = useQueryClient();
  const { products, total, count, requestKey } = useBasketStore();
  const { quantityChanged, productRemoved, basketCleared, pricesUpdated } = useBasketStore(
    (s) => s.actions,
  );
  const menu = useQuery(productsQuery(hallId));
  const shift = useQuery(currentShiftQuery(hallId));
  const offMenu = menu.data
    ? products.filter((p) => !menu.data.items.some((item) => item.id === p.id))
    : [];
  const noShift = shift.data !== undefined && shift.data.shift === null;

  const once = useOneAtATime();
  const checkout = useMutation({
    mutationFn: () =>
      sendOrQueue<Order>({
        kind: 'order',
        hallId,
        key: requestKey,
        input: { items: products.map((p) => ({ productId: p.id, quantity: p.quantity })), total },
        lines: products.map((p) => ({ name: p.name, quantity: p.quantity })),
      }),
    onSuccess: (result) => {
      basketCleared();
      notifications.show(
        result.queued
          ? { color: 'yellow', message: queuedMessage('Заказ сохранён') }
          : {
              color: 'teal',
              message: `Заказ № ${result.answer.id} оплачен: ${formatMoney(result.answer.total)}`,
            },
      );
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
    },
    onError: async (error) => {
      if (errorCode(error) === 'price_changed') {
        const fresh = await queryClient.fetchQuery({ ...productsQuery(hallId), staleTime: 0 });
        pricesUpdated(fresh.items);
        notifications.show({
          color: 'orange',
          message: `${failureMessage(error)}. Проверьте корзину.`,
        });
        return;
      }
      showWriteError(error, () => {});
    },
  });

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Корзина
          </Title>
          {count > 0 && (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={basketCleared}>
              Очистить
            </Button>
          )}
        </Group>
        {products.length === 0 && (
          <Text size="sm" c="dimmed">
            Пусто. Нажмите на товар в меню, чтобы добавить его.
          </Text>
        )}
        {products.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(p.price)} × {p.quantity} = {formatMoney(p.total)}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <NumberInput
                aria-label={`Количество: ${p.name}`}
                value={p.quantity}
                min={1}
                max={ORDER_QUANTITY_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                w={72}
                size="xs"
                onChange={(value) => {
                  if (typeof value === 'number') quantityChanged(p.id, value);
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Убрать ${p.name}`}
                onClick={() => productRemoved(p.id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        {offMenu.length > 0 && (
          <Alert color="orange" p="xs">
            Нет в меню этого зала: {offMenu.map((p) => p.name).join(', ')}. Уберите из корзины.
          </Alert>
        )}
        {noShift && (
          <Text size="sm" c="orange">
            Смена не открыта: откройте её, чтобы продавать.
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} data-testid="basket-total" style={{ whiteSpace: 'nowrap' }}>
            Итого: {formatMoney(total)}
          </Text>
          <Button
            loading={checkout.isPending}
            disabled={count === 0 || offMenu.length > 0 || noShift}
            onClick={() => {
              once(() => checkout.mutateAsync());
            }}
          >
            Оформить
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
