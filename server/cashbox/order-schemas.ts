import { z } from '@hono/zod-openapi';
import { orNull } from '../fields';
import {
  ORDER_LINES_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_SORT_LABELS,
  ORDER_STATUSES,
} from '@/lib/shared/cashbox';
import { messages } from '@/lib/shared/validation/messages';
import { HallParams } from '../halls/hall-params';
import { checkRange, dateRangeQuery, idText, INT_MAX, pageQuery, sortQuery } from '../list-query';
import { amountInput, Money } from '../money-fields';
import { FiscalCheque } from '../fiscal/register-schemas';

const OrderLineInput = z.strictObject({
  productId: z
    .number({ error: 'Укажите товар из меню' })
    .int('Укажите товар из меню')
    .positive('Укажите товар из меню')
    .max(INT_MAX, 'Укажите товар из меню'),
  quantity: z
    .number({ error: 'Количество — целое число' })
    .int('Количество — целое число')
    .min(1, messages.numberMin(1))
    .max(ORDER_QUANTITY_MAX, messages.numberMax(ORDER_QUANTITY_MAX)),
});

export const OrderCreate = z
  .strictObject({
    items: z
      .array(OrderLineInput, { error: 'Добавьте товары в корзину' })
      .min(1, 'Корзина пуста')
      .max(ORDER_LINES_MAX, messages.arrayMax(ORDER_LINES_MAX))
      .superRefine((items, ctx) => {
        const seen = new Set<number>();
        items.forEach((item, i) => {
          if (seen.has(item.productId)) {
            ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: 'Товар повторяется' });
          }
          seen.add(item.productId);
        });
      }),
    total: amountInput('Итог заказа').openapi({
      description: 'Сумма, которую видел кассир; другая у сервера — 409 price_changed',
    }),
  })
  .openapi('OrderCreate');

export const OrderLine = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    price: Money,
    quantity: z.number().int(),
    total: Money,
  })
  .openapi('OrderLine');

export const Order = z
  .object({
    id: z.number().int(),
    shiftId: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    total: Money,
    itemCount: z.number().int(),
    items: z.array(OrderLine),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelledBy: z.string().nullable(),
    fiscal: orNull(FiscalCheque).openapi({
      description: 'Чек продажи; null — касса заказа не привязана к кассе ККМ',
    }),
    returnFiscal: orNull(FiscalCheque).openapi({
      description: 'Чек возврата отменённого заказа, чей чек продажи есть',
    }),
  })
  .openapi('Order');

export const OrderListQuery = z
  .object({
    ...pageQuery(25),
    ...dateRangeQuery,
    status: z.enum(ORDER_STATUSES, { error: 'Неизвестный статус заказа' }).optional(),
    ...sortQuery(ORDER_SORT_LABELS, 'createdAt', 'desc'),
  })
  .superRefine(checkRange);

export const OrderPage = z
  .object({
    items: z.array(Order),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('OrderPage');

export const OrderParams = HallParams.extend({
  orderId: idText('Неверный номер заказа').openapi({
    param: { name: 'orderId', in: 'path' },
    example: '1',
  }),
});

export type OrderRecord = z.infer<typeof Order>;
export type OrderFilter = z.infer<typeof OrderListQuery>;
export type OrderInput = z.infer<typeof OrderCreate>;
