import type { FastifyRequest } from 'fastify';
import { isSecureRequest } from '../../../platform/auth';

/**
 * scheme://host of the request (the proxy's X-Forwarded-Host when TRUST_PROXY is on, which Fastify
 * folds into request.host). Links e-mailed to customers point at the portal the sender used.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${isSecureRequest(request) ? 'https' : 'http'}://${request.host}`;
}
