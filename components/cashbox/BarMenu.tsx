'use client';

import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { productsQuery, type Product } from '@/lib/api/bar';
import { formatMoney } from '@/lib/shared/money';
import { useBasketStore } from '@/stores/basket-store';
import { LoadError } from '../common/LoadError';

function byCategory(products: Product[]) {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    groups.set(product.category, [...(groups.get(product.category) ?? []), product]);
  }
  return [...groups];
}

/** The hall's bar menu by category; a tap puts one more of the product in the basket. */
export function BarMenu({ hallId }: { hallId: number }) {
  const menu = useQuery(productsQuery(hallId));
  const basket = useBasketStore((s) => s.products);
  const { productAdded } = useBasketStore((s) => s.actions);

  if (menu.isPending) return <Skeleton h={320} />;
  if (menu.isError && !menu.data) {
    return (
      <LoadError
        title="Не удалось загрузить меню"
        error={menu.error}
        onRetry={() => menu.refetch()}
      />
    );
  }
  if (menu.data.items.length === 0) return <Text c="dimmed">В меню зала нет товаров.</Text>;
  return (
    <Stack gap="md">
      {byCategory(menu.data.items).map(([category, products]) => (
        <div key={category}>
          <Title order={3} size="h5" mb="xs">
            {category}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs">
            {products.map((product) => {
              const inBasket = basket.find((p) => p.id === product.id)?.quantity ?? 0;
              return (
                // Named by what it shows (WCAG 2.5.3), with «Добавить» for a screen reader.
                <UnstyledButton key={product.id} onClick={() => productAdded(product)}>
                  <Card withBorder padding="xs" h="100%">
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
                      <Text size="sm" fw={500} lineClamp={2}>
                        <VisuallyHidden>Добавить </VisuallyHidden>
                        {product.name}
                      </Text>
                      {inBasket > 0 && (
                        <Badge size="sm" circle>
                          {inBasket}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(product.price)}
                    </Text>
                  </Card>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}
