import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The headers of a file the portal serves itself (pictures it draws or stores, uploaded art): one
// block for every such route, so they cannot drift apart. `nosniff` always (the browser takes the
// declared type); a sandboxing CSP for a type that could run script if opened on its own (an SVG, an
// upload whose bytes are not trusted); the cache rule the route chooses; an ETag when the bytes are
// known, so a revalidation of an unchanged file is a 304 without its body.

export interface ServedFileHeaders {
  /** The Cache-Control value, e.g. 'private, max-age=3600, must-revalidate'. */
  cache: string;
  etag?: string;
  /** Opened on its own, the file runs nothing and loads nothing (SVG, untrusted uploads). */
  sandbox?: boolean;
}

export const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Sets a served file's headers on the reply (see above); answers the reply. */
export function servedFileHeaders(reply: FastifyReply, { cache, etag, sandbox }: ServedFileHeaders): FastifyReply {
  reply.header('cache-control', cache).header('x-content-type-options', 'nosniff');
  if (etag) reply.header('etag', etag);
  if (sandbox) reply.header('content-security-policy', SANDBOX_CSP);
  return reply;
}

/** A strong ETag of the bytes. */
export const etagOf = (bytes: Buffer | string) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** Sends bytes as a served file: its headers with an ETag, and 304 without a body when the browser's copy is current. */
export function sendServedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { bytes: Buffer | string; type: string } & Omit<ServedFileHeaders, 'etag'>,
): FastifyReply {
  const etag = etagOf(file.bytes);
  servedFileHeaders(reply, { cache: file.cache, etag, sandbox: file.sandbox });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('content-type', file.type).send(file.bytes);
}
