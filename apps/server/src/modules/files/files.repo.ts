import { or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { freelancers } from '../../db/schema/freelancers.ts';

/**
 * Whether a stored file is an image shown inside the product: a live freelancer's picture or thumbnail, or an
 * agency logo / project image / profile picture (kinds other modules store). Credit note PDFs and reports are
 * never served here; they have their own checked download calls.
 */
export async function isServableImage(db: DbOrTx, fileId: string, kind: string) {
  if (kind === 'AGENCY_LOGO' || kind === 'PROJECT_IMAGE' || kind === 'PROFILE_IMAGE') return true;
  if (kind !== 'FREELANCER_IMAGE' && kind !== 'FREELANCER_THUMBNAIL') return false;
  const [row] = await db
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(
      sql`${or(sql`${freelancers.imageFileId} = ${fileId}`, sql`${freelancers.thumbnailFileId} = ${fileId}`)} and ${freelancers.deletedAt} is null`,
    )
    .limit(1);
  return Boolean(row);
}
