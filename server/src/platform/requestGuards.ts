import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_MESSAGES } from '@portal/shared/core';
import { HttpError } from './httpErrors';

// CSRF defence without tokens. Browsers tell us where a state-changing request comes from:
// - `Origin` must be this server's own origin when present (compared by host, with the Host or
//   X-Forwarded-Host the request arrived with; a browser cannot forge either on a cross-site call
//   without a CORS preflight, which we never grant);
// - `Sec-Fetch-Site: cross-site` is refused outright.
// Requests with neither header (curl, scripts, tests) are judged by their cookie alone. On top of
// that, a state-changing body must be JSON (multipart only on routes with `config.multipart`),
// which is never a "simple" cross-site form post.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The host (name[:port]) this request was addressed to. */
export function requestHost(request: FastifyRequest): string | undefined {
  return (first(request.headers['x-forwarded-host']) || request.headers.host)?.toLowerCase();
}

export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true; // 'null' (sandboxed frames, privacy redirects) or garbage: not us
  }
  const host = requestHost(request);
  if (!host) return true;
  // new URL() drops a default port; compare against the Host header without it too.
  return originHost !== host && originHost !== host.replace(/:(80|443)$/, '');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export const guardStateChangingRequests: onRequestAsyncHookHandler = async function (request) {
  if (!STATE_CHANGING.has(request.method)) return;
  if (isCrossSite(request)) throw new HttpError(403, API_MESSAGES.crossSite);
  if (!hasBody(request)) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return;
  if (type === 'multipart/form-data' && request.routeOptions.config?.multipart) return;
  throw new HttpError(415, API_MESSAGES.jsonOnly);
};
