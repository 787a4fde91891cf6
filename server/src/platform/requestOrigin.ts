import type { FastifyRequest } from 'fastify';
import { isSecureRequest } from './auth';

/**
 * The address links in e-mails start with: the configured PUBLIC_URL when there is one (the
 * request may have come through an internal host name the customer cannot reach), else
 * scheme://host of the request (the proxy's X-Forwarded-Host when TRUST_PROXY is on, which Fastify
 * folds into request.host), so links point at the portal the sender used.
 * Every area's e-mails use it (order approval links, returns), so one setting moves every e-mailed link.
 */
export function requestOrigin(request: FastifyRequest): string {
  const configured = request.server.platform.config.publicUrl;
  if (configured) return configured;
  return `${isSecureRequest(request) ? 'https' : 'http'}://${request.host}`;
}
