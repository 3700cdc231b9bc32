/** The bar's menu and its orders: the products on sale, a sale and its cancellation. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderSort, OrderStatus } from '../shared/cashbox';
import { apiClient, unwrap } from './client';
import type { components } from './schema';
import { listParams, type PickedRange } from './list-params';
import { cashboxKey } from './query-keys';

export type Product = components['schemas']['Product'];
export type Order = components['schemas']['Order'];
export type OrderPage = components['schemas']['OrderPage'];

const path = (hallId: number) => ({ hallId: String(hallId) });
const idempotency = (key: string) => ({ 'idempotency-key': key });

/** The menu on sale, or (`all`) the manager's whole menu with the products taken off it. */
export const productsQuery = (hallId: number, all = false) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'products', all ? 'all' : 'on sale'],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/products', {
          params: { path: path(hallId), query: { status: all ? 'all' : 'active' } },
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });

export type ProductInput = components['schemas']['ProductCreate'];

export async function createProduct(hallId: number, input: ProductInput) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/products', {
      params: { path: path(hallId) },
      body: input,
    }),
  );
}

export async function updateProduct(
  hallId: number,
  productId: number,
  version: number,
  changes: Partial<ProductInput> & { active?: boolean },
) {
  return unwrap(
    (await apiClient()).PATCH('/api/halls/{hallId}/products/{productId}', {
      params: { path: { ...path(hallId), productId: String(productId) } },
      body: { version, ...changes },
    }),
  );
}

export type OrdersParams = {
  page: number;
  pageSize: number;
  range: PickedRange;
  status: OrderStatus | null;
  sort: OrderSort;
  order: 'asc' | 'desc';
};

export const ordersQuery = (hallId: number, params: OrdersParams) =>
  queryOptions({
    queryKey: [...cashboxKey(hallId), 'orders', params],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/orders', {
          params: {
            path: path(hallId),
            query: listParams(params),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export type OrderInput = { items: { productId: number; quantity: number }[]; total: string };

export async function createOrder(hallId: number, input: OrderInput, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/orders', {
      params: { path: path(hallId), header: idempotency(key) },
      body: input,
    }),
  );
}

export async function cancelOrder(hallId: number, orderId: number, key: string) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/orders/{orderId}/cancel', {
      params: { path: { ...path(hallId), orderId: String(orderId) }, header: idempotency(key) },
    }),
  );
}
