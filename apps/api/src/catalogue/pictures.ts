import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  errorCodes,
  maxProductPictureBytes,
  type productPictureTypes,
} from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';

/**
 * The largest width and height of the picture the shop is served: twice the 400 px its product
 * cards and product page draw a picture at (ProductImage), sharp on high-density screens.
 */
export const PICTURE_SIZE = 800;

/** A picture of more pixels than this is refused unread: a small file can unpack to gigabytes. */
const maxInputPixels = 40_000_000;

const typeOfFormat: Record<string, (typeof productPictureTypes)[number]> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface PreparedPicture {
  originalType: (typeof productPictureTypes)[number];
  /** WebP, at most PICTURE_SIZE × PICTURE_SIZE, turned upright by its EXIF orientation. */
  picture: Buffer;
  width: number;
  height: number;
  /** SHA-256 of `picture` in hex, its file name. */
  digest: string;
}

const unsupported = () => businessError(errorCodes.productImageTypeNotSupported, 415);

/**
 * Reads an upload and makes the picture the shop is served. The type comes from the bytes, not
 * from what the sender claims; anything but JPEG, PNG and WebP is refused (415), so is a file
 * larger than maxProductPictureBytes (413).
 */
export async function preparePicture(original: Buffer): Promise<PreparedPicture> {
  if (original.length > maxProductPictureBytes)
    throw businessError(errorCodes.productImageTooLarge, 413);
  const input = () => sharp(original, { limitInputPixels: maxInputPixels, failOn: 'error' });
  const metadata = await input()
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  const originalType = metadata.format ? typeOfFormat[metadata.format] : undefined;
  if (!originalType) throw unsupported();
  const { data, info } = await input()
    .rotate()
    .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unsupported();
    });
  return {
    originalType,
    picture: data,
    width: info.width,
    height: info.height,
    digest: createHash('sha256').update(data).digest('hex'),
  };
}

/** The address (below the API root) of a prepared picture: GET /products/pictures/{file}. */
export const picturePath = (digest: string) => `/products/pictures/${digest}.webp`;
