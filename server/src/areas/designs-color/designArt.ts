import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { API_MESSAGES, isStoredImageSize, PMS_FILE_NAME } from '@portal/shared/core';
import { getAuth } from '../../platform/auth';
import { servedFileHeaders } from '../../platform/servedFiles';
import { isDrawable, sendStoredThumbnail } from '../../platform/thumbnails';
import type { FileStore } from '../../platform/fileStore';
import { DESIGN_FILE_KINDS, designFileKeys, extOfKey, mimeOfKey, readDesignFile, type DesignFileKind } from './designFiles';
import { designVisibleTo } from './designs';

// A design's files served as they are stored (designFiles.ts): the image at
// /Images/Designs/{id}-{variation}.svg (designImageUrl in @portal/shared/core), the production,
// working and PMS files beside it, to signed-in users who see the design.

/**
 * A design's image, as the production tools, the extraction and the design files zip read it: its
 * stored file (PNG or SVG); null for an unknown design or a file missing from the store.
 */
export async function designFileOf(
  db: Db,
  files: FileStore,
  id: string,
  variation: number,
): Promise<{ format: 'png' | 'svg'; data: Buffer } | null> {
  const file = await readDesignFile(db, files, id, variation, 'image');
  if (!file || (file.ext !== 'png' && file.ext !== 'svg')) return null;
  return { format: file.ext, data: file.data };
}

const NOT_FOUND = { message: 'Not found.' };

export const designArtRoutes: FastifyPluginAsync = async (app) => {
  const { db, files } = app.platform;
  // The PMS files of the colour extraction tool (extraction/pmsFile.ts), for signed-in users.
  app.get<{ Params: { file: string } }>('/Images/PMS/:file', async (request, reply) => {
    if (!(await getAuth(request))) return reply.code(401).send({ message: API_MESSAGES.signInRequired });
    if (!PMS_FILE_NAME.test(request.params.file) || !(await files.exists(`pms/${request.params.file}`)))
      return reply.code(404).send(NOT_FOUND);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(await files.get(`pms/${request.params.file}`));
  });

  /** A design's stored file of this kind for a signed-in user who sees the design (designVisibleTo), streamed with its own type. */
  const serve = async (request: FastifyRequest, reply: FastifyReply, id: string, variation: number, kind: DesignFileKind) => {
    const auth = await getAuth(request);
    if (!auth) return reply.code(401).send({ message: API_MESSAGES.signInRequired });
    if (!(await designVisibleTo(db, auth.user, id, variation))) return reply.code(404).send(NOT_FOUND);
    const key = (await designFileKeys(db, id, variation))?.[kind];
    const size = key ? await files.size(key) : null;
    if (!key || size === null) return reply.code(404).send(NOT_FOUND);
    // Opened on its own, an SVG or an uploaded file runs no script (README "Upload a design").
    servedFileHeaders(reply, { cache: 'private, max-age=3600', sandbox: true })
      .header('content-type', mimeOfKey(key))
      .header('content-length', size);
    if (kind === 'production' || kind === 'working')
      reply.header('content-disposition', `attachment; filename="${id}-${variation}-${kind}.${extOfKey(key)}"`);
    return reply.send(await files.get(key));
  };

  // spec 001 §3.3 image: /Images/Designs/{id}-{variation}.svg (the name the screens use, whatever the file's type);
  // ?size=thumb|card: a PNG of it fitted in that box, made once per file (platform/thumbnails.ts).
  app.get<{ Params: { file: string }; Querystring: { size?: string } }>('/Images/Designs/:file', async (request, reply) => {
    const m = /^(.{1,20})-(\d{1,5})\.svg$/.exec(request.params.file);
    const { size } = request.query;
    if (!m || (size !== undefined && !isStoredImageSize(size)))
      return (await getAuth(request)) ? reply.code(404).send(NOT_FOUND) : reply.code(401).send({ message: API_MESSAGES.signInRequired });
    if (size === undefined) return serve(request, reply, m[1], Number(m[2]), 'image');
    const auth = await getAuth(request);
    if (!auth) return reply.code(401).send({ message: API_MESSAGES.signInRequired });
    if (!(await designVisibleTo(db, auth.user, m[1], Number(m[2])))) return reply.code(404).send(NOT_FOUND);
    const key = (await designFileKeys(db, m[1], Number(m[2])))?.image;
    if (!key || !isDrawable(key) || !(await files.exists(key))) return reply.code(404).send(NOT_FOUND);
    return sendStoredThumbnail(reply, files, key, size);
  });
  // spec 001 §3.3 prodImage, workingImage, pmsImage: /Images/Designs/{id}-{variation}/{production|working|pms}.
  app.get<{ Params: { design: string; kind: string } }>('/Images/Designs/:design/:kind', async (request, reply) => {
    const m = /^(.{1,20})-(\d{1,5})$/.exec(request.params.design);
    const kind = request.params.kind as DesignFileKind;
    if (!m || !DESIGN_FILE_KINDS.includes(kind) || kind === 'image')
      return (await getAuth(request)) ? reply.code(404).send(NOT_FOUND) : reply.code(401).send({ message: API_MESSAGES.signInRequired });
    return serve(request, reply, m[1], Number(m[2]), kind);
  });
};
