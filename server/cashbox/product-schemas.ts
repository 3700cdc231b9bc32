import { z } from '@hono/zod-openapi';
import { PRODUCT_CATEGORY_MAX, PRODUCT_NAME_MAX, PRODUCT_POSITION_MAX } from '@/lib/shared/cashbox';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { HallParams } from '../halls/hall-params';
import { idText, versionField } from '../list-query';
import { amountInput, Money } from '../money-fields';
import { VAT_RATES } from '@/lib/shared/fiscal';

const VAT_MESSAGE = `Ставка НДС: ${VAT_RATES.join(', ')} или null — без НДС`;
const vatRate = z
  .number({ error: VAT_MESSAGE })
  .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), VAT_MESSAGE)
  .nullable()
  .openapi({ description: 'Ставка НДС в цене, %; null — без НДС (в чеке кассы ККМ)' });

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
    vatRate: vatRate.optional(),
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
    vatRate: vatRate.optional(),
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
    vatRate: z.number().int().nullable().openapi({ description: 'Ставка НДС, %; null — без НДС' }),
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
