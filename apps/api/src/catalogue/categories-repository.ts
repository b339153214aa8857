import fp from 'fastify-plugin';
import { asc, count, eq } from 'drizzle-orm';
import type { Category } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { categories, productCategories } from './tables';
import { repositoryCall } from '../lib/errors';
import { toCategoryRef } from './product-mapping';

export function createCategoriesRepository(db: Database) {
  return {
    list: (): Promise<Category[]> =>
      repositoryCall(async () => {
        const rows = await db
          .select({ category: categories, productCount: count(productCategories.productId) })
          .from(categories)
          .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
          .groupBy(categories.id)
          .orderBy(asc(categories.position));
        return rows.map((r) => ({ ...toCategoryRef(r.category), productCount: r.productCount }));
      }),
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    categoriesRepository: CategoriesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('categoriesRepository', createCategoriesRepository(fastify.db));
  },
  { name: 'categories-repository', dependencies: ['db'] },
);
