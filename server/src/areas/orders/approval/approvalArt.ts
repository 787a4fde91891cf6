import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, APPROVAL_ART_MAIL_PX, APPROVAL_ART_PAGE_PX, ordersRoutes, type ApprovalArtSize } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { FileStore } from '../../../platform/fileStore';
import { HttpError } from '../../../platform/httpErrors';
import { serve } from '../../../platform/rest';
import { servedFileHeaders } from '../../../platform/servedFiles';
import { thumbnail } from '../../../platform/thumbnails';
import { designArtFile } from '../../designs-color';
import { productImageBytes } from '../model/productImages';
import { orderItems } from '../../../db/tables/orders/model';
import { openLink } from './service';

// GET /api/order_approval/:orderId/:linkId/art/:itemId[?size=thumb|screen]: an item's art for the
// customer who holds the link (approval/README.md "Art through the link"). The link is the key: it
// must be one orderApproval would answer (live, of that order, the order awaiting the customer),
// and the item must be that order's; anything else is the same bare 404, so the route tells a
// stranger nothing (not whether the order, the link or the item exists). The art is the design's
// file (designs-color's door: an uploaded design's own image, else its drawn artwork), or the
// item's product picture when it carries no design. `thumb` (the e-mail) and `screen` (the page)
// are PNGs made with sharp once per source file and kept in the file store.

/** The PNG's box for each size: twice the e-mail's 64 px, three times the page's 120 px (sharp screens). */
const SIZE_PX: Record<ApprovalArtSize, number> = { thumb: APPROVAL_ART_MAIL_PX * 2, screen: APPROVAL_ART_PAGE_PX * 3 };
const MIME = { png: 'image/png', svg: 'image/svg+xml' } as const;
/** Made images live here (platform/thumbnails.ts: named by their box and the source's hash). */
export const ART_FOLDER = 'approval-art';
const NOT_FOUND = { message: API_MESSAGES.notFound };

export interface ItemArt {
  format: 'png' | 'svg';
  data: Buffer;
}

/** The art of an item of the link's order, or null (dead or unknown link, item of another order, no art). */
export async function approvalItemArt(
  db: Db,
  files: FileStore,
  linkId: unknown,
  orderId: unknown,
  itemId: unknown,
): Promise<ItemArt | null> {
  if (typeof itemId !== 'number' || !Number.isSafeInteger(itemId) || itemId <= 0 || itemId > 2_147_483_647) return null;
  try {
    await openLink(db, linkId, orderId, false);
  } catch (error) {
    // Only "no longer available" is a 404; a failing database stays a 500.
    if (error instanceof HttpError && error.statusCode === 400) return null;
    throw error;
  }
  const [item] = await db
    .select({ designId: orderItems.designId, designVariation: orderItems.designVariation, imageKey: orderItems.imageKey })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId as number)));
  if (!item) return null;
  if (item.designId !== null && item.designVariation !== null) {
    const art = await designArtFile(db, files, item.designId, item.designVariation);
    if (art) return { format: art.format, data: art.data };
  }
  const mockUp = await productImageBytes(files, item.imageKey);
  return mockUp ? { format: 'png', data: mockUp } : null;
}

const parseId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export const approvalArtRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  serve(app, ordersRoutes.approvalArt, {
    // Public: the customer opens it from the e-mail or the public page, without a session.
    config: { public: true },
    handler: async (request, reply) => {
      const { orderId, linkId, itemId } = request.params;
      const size = request.query.size;
      if (size !== undefined && size !== 'thumb' && size !== 'screen') return reply.code(404).send(NOT_FOUND);
      const art = await approvalItemArt(db, files, linkId, parseId(orderId), parseId(itemId));
      if (!art) return reply.code(404).send(NOT_FOUND);
      // private: the art is this customer's; a shared cache must not keep it. Short: the link may be used or superseded.
      const cache = 'private, max-age=300';
      if (size) {
        const key = await thumbnail(files, art, SIZE_PX[size], ART_FOLDER);
        return servedFileHeaders(reply, { cache })
          .header('content-type', 'image/png')
          .send(await files.get(key));
      }
      // An SVG opened on its own (the page links the full art) runs no script and loads nothing.
      return servedFileHeaders(reply, { cache, sandbox: art.format === 'svg' })
        .header('content-type', MIME[art.format])
        .send(art.data);
    },
  });
};
