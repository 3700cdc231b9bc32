'use client';

import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Autocomplete, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { createProduct, productsQuery, updateProduct, type Product } from '@/lib/api/bar';
import { cashboxKey } from '@/lib/api/query-keys';
import { normalizeAmount } from '@/lib/shared/cashbox';
import { productFormRules, type ProductFormValues } from '@/lib/forms/set-up-forms';
import { RecordForm } from '../common/RecordForm';
import { useRecordForm } from '../common/use-record-form';
import { AmountInput } from '../common/AmountInput';
import { NO_VAT, VAT_RATES, vatChoice, vatLabel } from '@/lib/shared/fiscal';

const VAT_OPTIONS = [
  ...VAT_RATES.map((rate) => ({ value: String(rate), label: vatLabel(rate) })),
  { value: NO_VAT, label: vatLabel(null) },
];

const fromProduct = (product: Product): ProductFormValues => ({
  name: product.name,
  category: product.category,
  price: product.price.replace('.', ','),
  vatRate: vatChoice(product.vatRate),
  version: product.version,
});

type Props = {
  hallId: number;
  product: Product | null;
  /** The menu's categories, offered as the category is typed. */
  categories: string[];
  /** The rate a new product starts with: the one most of the menu has. */
  usualVat: string;
  onDone: () => void;
};

/** A product of the bar's menu: name, category, price and its VAT. Sold orders keep their own. */
export function ProductForm({ hallId, product, categories, usualVat, onDone }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: product
      ? fromProduct(product)
      : { name: '', category: '', price: '', vatRate: usualVat, version: 0 },
    validate: productFormRules,
  });
  const record = useRecordForm({
    form,
    draftKey: `product:${hallId}:${product?.id ?? 'new'}`,
    save: ({ version, price, vatRate, ...values }: ProductFormValues) => {
      // A draft kept from before the rate was asked for has none: the menu's usual one.
      const rate = vatRate ?? usualVat;
      const body = {
        ...values,
        price: normalizeAmount(price),
        vatRate: rate === NO_VAT ? null : Number(rate),
      };
      return product
        ? updateProduct(hallId, product.id, version, body)
        : createProduct(hallId, body);
    },
    latest: product
      ? async () => {
          const menu = await queryClient.fetchQuery({
            ...productsQuery(hallId, true),
            staleTime: 0,
          });
          const fresh = menu.items.find((p) => p.id === product.id);
          if (!fresh) throw new Error('Товар не найден');
          return fromProduct(fresh);
        }
      : undefined,
    saved: product ? 'Товар изменён' : 'Товар добавлен в меню',
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: [...cashboxKey(hallId), 'products'] });
      onDone();
    },
  });

  return (
    <RecordForm record={record} onDone={onDone}>
      <TextInput label="Название" required autoComplete="off" {...form.getInputProps('name')} />
      <Autocomplete
        label="Категория"
        required
        data={categories}
        {...form.getInputProps('category')}
      />
      <AmountInput label="Цена" required {...form.getInputProps('price')} />
      <Select
        label="НДС в цене"
        description="Для чека кассы ККМ"
        data={VAT_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('vatRate')}
      />
    </RecordForm>
  );
}
