'use client';

import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productsQuery, updateProduct, type Product } from '@/lib/api/cashbox';
import { failureMessage } from '@/lib/api/messages';
import { cashboxKey } from '@/lib/api/query-keys';
import { formatMoney } from '@/lib/money';
import { deferred } from '../common/deferred';
import { ListTable } from '../common/ListTable';
import { LoadError } from '../common/LoadError';
import { RowAction, RowActions } from '../common/RowAction';
import { findDraft } from '../common/use-form-draft';
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

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Новая цена действует для новых заказов; проданные заказы сохраняют свои цены.
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ mode: 'create' })}>
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
        <ListTable
          aria-label="Меню бара"
          minWidth={640}
          verticalSpacing="xs"
          head={
            <>
              <Table.Th>Товар</Table.Th>
              <Table.Th>Категория</Table.Th>
              <Table.Th ta="right">Цена</Table.Th>
              <Table.Th>В продаже</Table.Th>
              <Table.Th aria-label="Действия" />
            </>
          }
        >
          {menu.data.items.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td fw={600}>{product.name}</Table.Td>
              <Table.Td>{product.category}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(product.price)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={product.active ? 'teal' : 'gray'}>
                  {product.active ? 'В продаже' : 'Снят с продажи'}
                </Badge>
              </Table.Td>
              <RowActions>
                <RowAction
                  label="Изменить"
                  subject={product.name}
                  onClick={() => setDialog({ mode: 'edit', product })}
                >
                  <IconEdit size={18} />
                </RowAction>
                <RowAction
                  label={product.active ? 'Снять с продажи' : 'Вернуть в продажу'}
                  subject={product.name}
                  onClick={() => onSale.mutate(product)}
                >
                  {product.active ? <IconEyeOff size={18} /> : <IconEye size={18} />}
                </RowAction>
              </RowActions>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      <ProductDialog
        needed={dialog !== null}
        hallId={hallId}
        target={dialog}
        categories={categories}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
