'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { IconEdit, IconEye, IconEyeOff } from '@tabler/icons-react';
import type { Product } from '@/lib/api/bar';
import { formatMoney } from '@/lib/shared/money';
import { vatLabel } from '@/lib/shared/fiscal';
import { ListCard, ListCards } from '../common/ListCard';
import { ListTable } from '../common/ListTable';
import { RowAction, RowActions } from '../common/RowAction';
import { useDesktop } from '../common/use-desktop';

type Props = {
  products: Product[];
  onEdit: (product: Product) => void;
  onToggle: (product: Product) => void;
};

const OnSale = ({ product }: { product: Product }) => (
  <Badge variant="light" color={product.active ? 'teal' : 'gray'}>
    {product.active ? 'В продаже' : 'Снят с продажи'}
  </Badge>
);

const toggleLabel = (product: Product) =>
  product.active ? 'Снять с продажи' : 'Вернуть в продажу';

/** The manager's menu: a table on a desktop, a card per product on a phone. */
export function MenuRows({ products, onEdit, onToggle }: Props) {
  const desktop = useDesktop();
  if (!desktop) {
    return (
      <ListCards>
        {products.map((product) => (
          <ListCard
            key={product.id}
            title={product.name}
            badge={<OnSale product={product} />}
            actions={
              <>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Изменить: ${product.name}`}
                  onClick={() => onEdit(product)}
                >
                  Изменить
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`${toggleLabel(product)}: ${product.name}`}
                  onClick={() => onToggle(product)}
                >
                  {toggleLabel(product)}
                </Button>
              </>
            }
          >
            <Text size="sm" c="dimmed">
              {product.category} · {formatMoney(product.price)} · {vatLabel(product.vatRate)}
            </Text>
          </ListCard>
        ))}
      </ListCards>
    );
  }
  return (
    <ListTable
      aria-label="Меню бара"
      minWidth={640}
      verticalSpacing="xs"
      head={
        <>
          <Table.Th>Товар</Table.Th>
          <Table.Th>Категория</Table.Th>
          <Table.Th ta="right">Цена</Table.Th>
          <Table.Th>НДС</Table.Th>
          <Table.Th>В продаже</Table.Th>
          <Table.Th aria-label="Действия" />
        </>
      }
    >
      {products.map((product) => (
        <Table.Tr key={product.id}>
          <Table.Td fw={600}>{product.name}</Table.Td>
          <Table.Td>{product.category}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(product.price)}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{vatLabel(product.vatRate)}</Table.Td>
          <Table.Td>
            <OnSale product={product} />
          </Table.Td>
          <RowActions>
            <RowAction label="Изменить" subject={product.name} onClick={() => onEdit(product)}>
              <IconEdit size={18} />
            </RowAction>
            <RowAction
              label={toggleLabel(product)}
              subject={product.name}
              onClick={() => onToggle(product)}
            >
              {product.active ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            </RowAction>
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
