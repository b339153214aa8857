import { eq, sql } from 'drizzle-orm';
import { errorCodes, type StaffProductImageAltBody } from '@shop/api-client/contract';
import { appendAudit } from '../audit/append';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { picturePath, type PreparedPicture } from './pictures';
import { productImageFiles, productImages } from './tables';

/*
 * A product's pictures as staff change them (issue 26, item 1): each change runs in the caller's
 * transaction with the product's row locked (staffProductRow(tx, sku, true)), with its audit entry.
 */

type ImageRow = typeof productImages.$inferSelect;

export interface ImageChange {
  staffId: string;
  productId: string;
  sku: string;
  /** The product's pictures before the change, in their order. */
  images: ImageRow[];
}

const imageNotFound = () =>
  businessError(errorCodes.productImageNotFound, 404, { name: 'ResourceNotFoundError' });

const audit = (
  tx: Database,
  change: ImageChange,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) =>
  appendAudit(tx, {
    staffId: change.staffId,
    action,
    entityType: 'product',
    entityId: change.productId,
    store: null,
    before: before && { sku: change.sku, ...before },
    after: after && { sku: change.sku, ...after },
  });

/** Adds an uploaded picture after the product's others. */
export async function addImage(
  tx: Database,
  change: ImageChange,
  prepared: PreparedPicture,
  original: Buffer,
  alt: { de: string; en: string },
): Promise<void> {
  const position = Math.max(-1, ...change.images.map((image) => image.position)) + 1;
  const path = picturePath(prepared.digest);
  const [image] = await tx
    .insert(productImages)
    .values({ productId: change.productId, position, path, altDe: alt.de, altEn: alt.en })
    .returning({ id: productImages.id });
  await tx.insert(productImageFiles).values({
    imageId: image!.id,
    original,
    originalType: prepared.originalType,
    picture: prepared.picture,
    width: prepared.width,
    height: prepared.height,
    digest: prepared.digest,
  });
  await audit(tx, change, 'product.imageAdded', null, {
    imageId: image!.id,
    path,
    alt,
    width: prepared.width,
    height: prepared.height,
  });
}

/** Puts the pictures in the order of `imageIds`, which names each of them once (409 otherwise). */
export async function orderImages(
  tx: Database,
  change: ImageChange,
  imageIds: string[],
): Promise<void> {
  const current = change.images.map((image) => image.id);
  const same =
    imageIds.length === current.length &&
    new Set(imageIds).size === current.length &&
    imageIds.every((id) => current.includes(id));
  if (!same) throw businessError(errorCodes.productImageOrderMismatch, 409);
  await placeInOrder(tx, change.productId, imageIds);
  await audit(
    tx,
    change,
    'product.imagesReordered',
    { imageIds: current },
    { imageIds: [...imageIds] },
  );
}

/** Numbers the product's pictures 0, 1, ... in the order of `imageIds`. */
async function placeInOrder(tx: Database, productId: string, imageIds: readonly string[]) {
  // Positions are unique per product, checked row by row as an update goes: every picture moves
  // to a negative position first, where none of the new ones can meet it.
  await tx
    .update(productImages)
    .set({ position: sql`-1 - ${productImages.position}` })
    .where(eq(productImages.productId, productId));
  for (const [position, id] of imageIds.entries())
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
}

const imageOf = (change: ImageChange, imageId: string) => {
  const image = change.images.find((candidate) => candidate.id === imageId);
  if (!image) throw imageNotFound();
  return image;
};

/** Sets a picture's alt texts. */
export async function updateImageAlt(
  tx: Database,
  change: ImageChange,
  imageId: string,
  { alt }: { alt: StaffProductImageAltBody['alt'] },
): Promise<void> {
  const image = imageOf(change, imageId);
  await tx
    .update(productImages)
    .set({ altDe: alt.de, altEn: alt.en })
    .where(eq(productImages.id, image.id));
  await audit(
    tx,
    change,
    'product.imageAltChanged',
    { imageId, alt: { de: image.altDe, en: image.altEn } },
    { imageId, alt },
  );
}

/** Removes a picture (its files go with it) and closes the gap in the order. */
export async function deleteImage(tx: Database, change: ImageChange, imageId: string) {
  const image = imageOf(change, imageId);
  await tx.delete(productImages).where(eq(productImages.id, image.id));
  const rest = change.images.filter((other) => other.id !== image.id).map((other) => other.id);
  await placeInOrder(tx, change.productId, rest);
  await audit(
    tx,
    change,
    'product.imageDeleted',
    { imageId, path: image.path, alt: { de: image.altDe, en: image.altEn } },
    null,
  );
}

/** An uploaded picture's WebP by its digest; null for none. */
export async function pictureByDigest(db: Database, digest: string): Promise<Buffer | null> {
  const [file] = await db
    .select({ picture: productImageFiles.picture })
    .from(productImageFiles)
    .where(eq(productImageFiles.digest, digest))
    .limit(1);
  return file?.picture ?? null;
}
