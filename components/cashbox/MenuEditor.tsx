'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productsQuery, updateProduct, type Product } from '@/lib/api/bar';
import { failureMessage } from '@/lib/api/messages';
import { cashboxKey } from '@/lib/api/query-keys';
import { deferred } from '../common/deferred';
import { LoadError } from '../common/LoadError';
import { findDraft } from '../common/use-form-draft';
import { MenuRows } from './MenuRows';
import { usualVatRate } from '@/lib/shared/fiscal';
import type { ProductTarget } from './ProductDialog';

const ProductDialog = deferred(
  () => import('./ProductDialog').then((m) => m.ProductDialog),
  (props) => ({ ...props, target: null }),
);

/** «Меню бара»: the manager's whole menu, prices, and what is on sale. */
export function MenuEditor({ hallId }: { hallId: number }) {
  const queryClient = useQueryClient();
  const menu = useQuery(productsQuery(hallId, true));
  const [dialog, setDialog] = useState<ProductTarget | null>(() =>
    findDraft(`product:${hallId}:new`) === '' ? { mode: 'create' } : null,
  );
  const onSale = useMutation({
    mutationFn: (product: Product) =>
      updateProduct(hallId, product.id, product.version, { active: !product.active }),
    onSuccess: (saved) =>
      notifications.show({
        color: 'teal',
        message: saved.active
          ? `«${saved.name}» снова в продаже`
          : `«${saved.name}» снят с продажи`,
      }),
    // A stale version needs no more than a look at the menu, which is read again either way.
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...cashboxKey(hallId), 'products'] }),
  });
  const categories = [...new Set(menu.data?.items.map((p) => p.category) ?? [])];
  const edit = (product: Product) => setDialog({ mode: 'edit', product });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Новая цена действует для новых заказов; проданные заказы сохраняют свои цены.
        </Text>
        <Button
          leftSection={<IconPlus size={18} />}
          {...ProductDialog.intent}
          onClick={() => setDialog({ mode: 'create' })}
        >
          Добавить товар
        </Button>
      </Group>
      {menu.isPending && <Skeleton h={320} />}
      {menu.isError && !menu.data && (
        <LoadError
          title="Не удалось загрузить меню"
          error={menu.error}
          onRetry={() => menu.refetch()}
        />
      )}
      {menu.data?.items.length === 0 && (
        <Text c="dimmed">В меню пока нет товаров. Добавьте первый.</Text>
      )}
      {menu.data && menu.data.items.length > 0 && (
        <MenuRows products={menu.data.items} onEdit={edit} onToggle={(p) => onSale.mutate(p)} />
      )}
      <ProductDialog
        needed={dialog !== null}
        hallId={hallId}
        target={dialog}
        categories={categories}
        usualVat={usualVatRate(menu.data?.items ?? [])}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
