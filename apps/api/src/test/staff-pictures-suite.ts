import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ProductSearchResponseSchema, StaffProductSchema } from '@shop/api-client/contract';
import { auditEntries } from '../audit/tables';
import { productImageFiles, productImages, products } from '../catalogue/tables';
import { callError, callOk, type CallOptions } from './accounts';
import { createStaffMember, type TestStaffMember } from './staff';

/** A picture of `width` × `height` pixels in a format sharp writes. */
const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const alt = { de: 'Vorderseite', en: 'Obverse' };

/**
 * A product's uploaded pictures in the back-office (issue 26, item 1) on every database: upload
 * (resized on the server, kept in the database), the public address with its cache headers,
 * order, alt texts, removal, each audited; refusals (permission, stores, type, size) change
 * nothing. The app must have the seeded catalogue.
 */
export function defineStaffPicturesSuite(getApp: () => FastifyInstance) {
  const app = () => getApp();
  let manager: TestStaffMember;
  let product: { sku: string; id: string; slug: string };

  const as = (
    member: { token: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
    payload?: unknown,
  ): CallOptions => ({
    token: member.token,
    method,
    payload,
    headers: { 'accept-language': 'de' },
  });
  const imagesUrl = () => `/staff/products/${product.sku}/images`;
  const upload = async (bytes: Buffer, member = manager) =>
    callOk(
      app(),
      imagesUrl(),
      StaffProductSchema,
      as(member, 'POST', { data: bytes.toString('base64'), alt }),
      201,
    );
  const read = () =>
    callOk(app(), `/staff/products/${product.sku}`, StaffProductSchema, as(manager));
  /** The address below the API root (the answer's has the public prefix). */
  const apiPath = (url: string) => url.slice(url.indexOf('/products/pictures/'));
  const counts = async () => {
    const [images] = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    const [files] = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(productImageFiles);
    const [audit] = await app()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'product'), eq(auditEntries.entityId, product.id)));
    return { images: Number(images?.n), files: Number(files?.n), audit: Number(audit?.n) };
  };

  beforeAll(async () => {
    manager = await createStaffMember(app(), { permissions: ['catalogue'] });
    const [row] = await app()
      .db.select({ sku: products.sku, id: products.id, slug: products.slugDe })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(products.sku)
      .limit(1);
    if (!row) throw new Error('The seeded catalogue has no products');
    product = row;
  });

  it('uploads a picture: resized to at most 800 px, served as WebP with long cache headers', async () => {
    const before = await read();
    const indexed = app().productSearch.nextChange();
    const after = await upload(await picture(1600, 1200));
    expect(after.images).toHaveLength(before.images.length + 1);
    const added = after.images.at(-1)!;
    expect(added.alt).toEqual(alt);
    expect(added.url).toMatch(/\/products\/pictures\/[0-9a-f]{64}\.webp$/);

    const served = await app().inject({ url: apiPath(added.url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 600]);

    // A small picture is not blown up; the original is kept beside it.
    const small = (await upload(await picture(300, 200, 'png'))).images.at(-1)!;
    const smallServed = await app().inject({ url: apiPath(small.url) });
    expect(await sharp(smallServed.rawPayload).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
    const [file] = await app()
      .db.select({ type: productImageFiles.originalType })
      .from(productImageFiles)
      .where(eq(productImageFiles.imageId, small.id));
    expect(file?.type).toBe('image/png');

    // The shop lists it too (the catalogue's triggers refresh its index).
    await indexed;
    const shop = await callOk(
      app(),
      `/products/search?slug=${encodeURIComponent(product.slug)}`,
      ProductSearchResponseSchema,
      { headers: { 'x-store-key': 'at' } },
    );
    expect(shop.results[0]?.images?.map((image) => image.url)).toContain(added.url);

    const entry = (await read()).audit.find((e) => e.action === 'product.imageAdded');
    expect(entry).toMatchObject({ before: null, after: { sku: product.sku, alt } });
  });

  it('answers 404 for a picture nobody uploaded', async () => {
    const missing = await app().inject({ url: `/products/pictures/${'0'.repeat(64)}.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'product_image_not_found' });
  });

  it('puts the pictures in a new order, and refuses an order that misses one (409)', async () => {
    const { images } = await read();
    const reversed = images.map((image) => image.id).reverse();
    const ordered = await callOk(
      app(),
      `${imagesUrl()}/order`,
      StaffProductSchema,
      as(manager, 'PUT', { imageIds: reversed }),
    );
    expect(ordered.images.map((image) => image.id)).toEqual(reversed);
    expect(ordered.audit.some((e) => e.action === 'product.imagesReordered')).toBe(true);
    const before = await counts();
    const refused = await callError(
      app(),
      `${imagesUrl()}/order`,
      409,
      as(manager, 'PUT', { imageIds: reversed.slice(1) }),
    );
    expect(refused.code).toBe('product_image_order_mismatch');
    expect(refused.message).toMatch(/Bilder/);
    expect((await read()).images.map((image) => image.id)).toEqual(reversed);
    expect(await counts()).toEqual(before);
  });

  it('changes the alt texts in both languages; an empty one is refused', async () => {
    const [first] = (await read()).images;
    const changed = await callOk(
      app(),
      `${imagesUrl()}/${first!.id}`,
      StaffProductSchema,
      as(manager, 'PUT', { alt: { de: ' Rückseite ', en: 'Reverse' } }),
    );
    expect(changed.images[0]!.alt).toEqual({ de: 'Rückseite', en: 'Reverse' });
    expect(changed.audit.find((e) => e.action === 'product.imageAltChanged')).toMatchObject({
      after: { imageId: first!.id, alt: { de: 'Rückseite', en: 'Reverse' } },
    });
    await callError(
      app(),
      `${imagesUrl()}/${first!.id}`,
      400,
      as(manager, 'PUT', { alt: { de: '', en: 'Reverse' } }),
    );
    const unknown = await callError(
      app(),
      `${imagesUrl()}/00000000-0000-4000-8000-000000000000`,
      404,
      as(manager, 'PUT', { alt }),
    );
    expect(unknown.code).toBe('product_image_not_found');
    expect((await read()).images[0]!.alt).toEqual({ de: 'Rückseite', en: 'Reverse' });
  });

  it('removes a picture with its files; the others close up', async () => {
    const { images } = await read();
    const uploaded = images.find((image) => image.url.includes('/products/pictures/'))!;
    const before = await counts();
    const after = await callOk(
      app(),
      `${imagesUrl()}/${uploaded.id}`,
      StaffProductSchema,
      as(manager, 'DELETE'),
    );
    expect(after.images.map((image) => image.id)).toEqual(
      images.filter((image) => image.id !== uploaded.id).map((image) => image.id),
    );
    expect(await counts()).toEqual({
      images: before.images - 1,
      files: before.files - 1,
      audit: before.audit + 1,
    });
    const gone = await app().inject({ url: apiPath(uploaded.url) });
    expect(gone.statusCode).toBe(404);
    // The rest can still be ordered: their positions have no gap.
    const ids = after.images.map((image) => image.id);
    await callOk(
      app(),
      `${imagesUrl()}/order`,
      StaffProductSchema,
      as(manager, 'PUT', { imageIds: ids }),
    );
  });

  it('refuses other types and too large files in the caller’s language, storing nothing', async () => {
    const before = await counts();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const bytes of [gif, Buffer.from('not a picture at all')]) {
      const refused = await callError(
        app(),
        imagesUrl(),
        415,
        as(manager, 'POST', { data: bytes.toString('base64'), alt }),
      );
      expect(refused.code).toBe('product_image_type_not_supported');
      expect(refused.message).toBe('Bitte wählen Sie ein JPEG-, PNG- oder WebP-Bild.');
    }
    const tooLarge = await callError(
      app(),
      imagesUrl(),
      413,
      as(manager, 'POST', { data: Buffer.alloc(700 * 1024 + 1, 1).toString('base64'), alt }),
    );
    expect(tooLarge.code).toBe('product_image_too_large');
    await callError(app(), imagesUrl(), 400, as(manager, 'POST', { data: '***', alt }));
    expect(await counts()).toEqual(before);
  });

  it('refuses members without catalogue, or with it for some stores only (403)', async () => {
    const desk = await createStaffMember(app(), { permissions: ['orders'] });
    const atOnly = await createStaffMember(app(), { permissions: ['catalogue'], stores: ['at'] });
    const before = await counts();
    const bytes = await picture(100, 100);
    const missing = await callError(
      app(),
      imagesUrl(),
      403,
      as(desk, 'POST', { data: bytes.toString('base64'), alt }),
    );
    expect(missing.code).toBe('staff_permission_missing');
    const [first] = (await read()).images;
    for (const [method, url, payload] of [
      ['POST', imagesUrl(), { data: bytes.toString('base64'), alt }],
      ['PUT', `${imagesUrl()}/order`, { imageIds: [first!.id] }],
      ['PUT', `${imagesUrl()}/${first!.id}`, { alt }],
      ['DELETE', `${imagesUrl()}/${first!.id}`, undefined],
    ] as const) {
      const refused = await callError(app(), url, 403, as(atOnly, method, payload));
      expect(refused.code).toBe('staff_store_not_allowed');
    }
    expect(await counts()).toEqual(before);
  });
}
