import { z } from '@hono/zod-openapi';
import { PRODUCT_CATEGORY_MAX, PRODUCT_NAME_MAX, PRODUCT_POSITION_MAX } from '@/lib/shared/cashbox';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { HallParams } from '../halls/hall-params';
import { idText, versionField } from '../list-query';
import { amountInput, Money } from './money-fields';

const text = (label: string, max: number) =>
  requiredText(label).trim().min(1, messages.required(label)).max(max, messages.lengthMax(max));

const position = z
  .number({ error: 'Порядок — целое число' })
  .int('Порядок — целое число')
  .min(0, messages.numberMin(0))
  .max(PRODUCT_POSITION_MAX, messages.numberMax(PRODUCT_POSITION_MAX));

export const ProductCreate = z
  .strictObject({
    name: text('Название', PRODUCT_NAME_MAX).openapi({ example: 'Капучино' }),
    category: text('Категория', PRODUCT_CATEGORY_MAX).openapi({ example: 'Горячие напитки' }),
    price: amountInput('Цена'),
    position: position.optional().openapi({ description: 'Место в категории; без него — в конец' }),
  })
  .openapi('ProductCreate');

export const ProductUpdate = z
  .strictObject({
    version: versionField,
    name: ProductCreate.shape.name.optional(),
    category: ProductCreate.shape.category.optional(),
    price: amountInput('Цена').optional(),
    position: position.optional(),
    active: z.boolean({ error: 'В меню: true или false' }).optional(),
  })
  .openapi('ProductUpdate');

/** A product of the menu; `active` false is off the menu (kept for the orders that sold it). */
export const Product = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: z.string(),
    price: Money,
    position: z.number().int(),
    active: z.boolean(),
    version: z.number().int(),
  })
  .openapi('Product');

export const ProductList = z.object({ items: z.array(Product) }).openapi('ProductList');

export const ProductListQuery = z.object({
  status: z
    .enum(['active', 'all'], { error: 'Статус: active или all' })
    .default('active')
    .openapi({ description: 'all — и снятые с продажи (управляющему)' }),
});

export const ProductParams = HallParams.extend({
  productId: idText('Неверный номер товара').openapi({
    param: { name: 'productId', in: 'path' },
    example: '1',
  }),
});

export type ProductInput = z.infer<typeof ProductCreate>;
export type ProductChanges = Omit<z.infer<typeof ProductUpdate>, 'version'>;
export type ProductRecord = z.infer<typeof Product>;
