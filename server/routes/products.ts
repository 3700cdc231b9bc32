import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen } from '../auth/middleware';
import { createProduct, listProducts, updateProduct } from '../cashbox/products';
import {
  Product,
  ProductCreate,
  ProductList,
  ProductListQuery,
  ProductParams,
  ProductUpdate,
} from '../cashbox/product-schemas';
import { may } from '@/lib/shared/access';
import { errors } from '../errors';
import { HallParams } from '../halls/hall-params';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';

export const productsRoutes = router();
// Everyone at the cash desk sells from the menu; the hall's manager keeps it.
productsRoutes.use('/:hallId/products', forScreen('/cashbox'));
productsRoutes.use('/:hallId/products/*', forScreen('/cashbox'));
const menuKeeper = forAction('editBarMenu');

productsRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/{hallId}/products',
      tags: ['cashbox'],
      summary: 'Меню бара зала: товары в продаже с ценами (status=all — и снятые, управляющему)',
      request: { params: HallParams, query: ProductListQuery },
      responses: {
        200: { description: 'Меню', ...jsonContent(ProductList) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const all = c.req.valid('query').status === 'all';
      if (all && !may(c.var.user.role, 'editBarMenu')) throw errors.forbidden();
      return c.json(await listProducts(c.var.options.db, c.var.hallId, all), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{hallId}/products',
      tags: ['cashbox'],
      summary: 'Новый товар в меню бара (управляющий зала, администратор)',
      middleware: [menuKeeper] as const,
      request: { params: HallParams, body: { ...jsonContent(ProductCreate), required: true } },
      responses: {
        201: { description: 'Товар в меню', ...jsonContent(Product) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const product = await actorWrite(c, (a) => createProduct(a, input));
      c.header('ETag', versionTag(product.version));
      return c.json(product, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{hallId}/products/{productId}',
      tags: ['cashbox'],
      summary:
        'Изменение товара: название, категория, цена, порядок, в продаже ли; 409 на устаревшую версию',
      middleware: [menuKeeper] as const,
      request: { params: ProductParams, body: { ...jsonContent(ProductUpdate), required: true } },
      responses: {
        200: { description: 'Изменён', ...jsonContent(Product) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...changes } = c.req.valid('json');
      const product = await versionedChange(c, 'productId', version, (a, id, v) =>
        updateProduct(a, id, v, changes),
      );
      return c.json(product, 200);
    },
  );
