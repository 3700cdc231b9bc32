'use client';

import '@mantine/core/styles/Grid.layer.css';
import { Box, Button, Grid, Group, Paper, Text } from '@mantine/core';
import { useRef } from 'react';
import { formatMoney } from '@/lib/shared/money';
import { useBasketStore } from '@/stores/basket-store';
import { BarMenu } from './BarMenu';
import { BasketCard } from './BasketCard';
import { OrdersList } from './OrdersList';
import { QueuedWrites } from './QueuedWrites';

/** On a phone the basket is below the menu: this bar keeps its total in sight. */
function BasketBar({ onOpen }: { onOpen: () => void }) {
  const count = useBasketStore((s) => s.count);
  const total = useBasketStore((s) => s.total);
  if (count === 0) return null;
  return (
    <Paper
      hiddenFrom="sm"
      withBorder
      shadow="md"
      p="xs"
      pos="sticky"
      bottom={8}
      mt="md"
      style={{ zIndex: 2 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          В корзине {count} · {formatMoney(total)}
        </Text>
        <Button size="xs" onClick={onOpen}>
          К корзине
        </Button>
      </Group>
    </Paper>
  );
}

/** Selling from the bar: the menu, the basket beside it (below it on a phone), the orders. */
export function OrdersTab({ hallId }: { hallId: number }) {
  const basket = useRef<HTMLDivElement>(null);
  return (
    <>
      <Grid gap="lg" mb="xl">
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
          <BarMenu hallId={hallId} />
          <BasketBar onOpen={() => basket.current?.scrollIntoView({ behavior: 'smooth' })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
          <Box
            ref={basket}
            pos={{ base: 'static', sm: 'sticky' }}
            style={{ top: 'calc(var(--shell-header-height, 0px) + 16px)' }}
          >
            <BasketCard hallId={hallId} />
          </Box>
        </Grid.Col>
      </Grid>
      <QueuedWrites hallId={hallId} />
      <OrdersList hallId={hallId} />
    </>
  );
}
