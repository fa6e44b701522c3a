import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { FileStorage } from '../../platform/files.ts';
import { assertImage } from '../../platform/files.ts';

const THUMBNAIL_SIZE = 200;

/** The bytes of a `data:image/…;base64,…` URL (the schema has checked its form). */
function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * Checks an uploaded profile image by its bytes (413 too large, 415 not jpg/png/bmp) before anything is
 * stored, then keeps the original and a square thumbnail. sharp cannot decode BMP, so a BMP keeps the original
 * as its thumbnail (browsers scale it down when drawing); jpg and png get a 200 px JPEG/PNG thumbnail.
 */
export async function prepareProfileImage(dataUrl: string) {
  const bytes = decodeDataUrl(dataUrl);
  const type = assertImage(bytes);
  let thumbnail: { bytes: Buffer; mime: string } = { bytes, mime: type.mime };
  if (type.extension !== 'bmp') {
    try {
      const image = sharp(bytes).rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' });
      thumbnail =
        type.extension === 'png'
          ? { bytes: await image.png().toBuffer(), mime: 'image/png' }
          : { bytes: await image.jpeg({ quality: 80 }).toBuffer(), mime: 'image/jpeg' };
    } catch {
      // Right signature but undecodable content: treat it as no valid image.
      throw new AppError(415, 'error.unsupportedMediaType');
    }
  }
  return { bytes, type, thumbnail };
}

export type PreparedImage = Awaited<ReturnType<typeof prepareProfileImage>>;

export async function storeProfileImage(files: FileStorage, db: DbOrTx, userId: number, image: PreparedImage) {
  const original = await files.save(db, {
    kind: 'FREELANCER_IMAGE',
    ownerUserId: userId,
    originalName: `profile.${image.type.extension}`,
    mime: image.type.mime,
    bytes: image.bytes,
  });
  const thumbnail = await files.save(db, {
    kind: 'FREELANCER_THUMBNAIL',
    ownerUserId: userId,
    originalName: `profile-thumbnail.${image.thumbnail.mime === 'image/png' ? 'png' : image.type.extension}`,
    mime: image.thumbnail.mime,
    bytes: image.thumbnail.bytes,
  });
  return { imageFileId: original.id, thumbnailFileId: thumbnail.id };
}
