import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The REST API's document: OpenAPI 3.1 of every /api route, built by @fastify/swagger from the
// routes' zod schemas (platform/rest.ts), served at GET /api/openapi.json, and readable at /api/docs
// (Swagger UI). Both need a session, as the rest of /api does. GraphQL has its own contract
// (schema.graphql).

/** Collects the routes as they are registered: call before any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal REST API',
        description:
          'The REST routes under /api: orders, returns, design requests, designs and colours, administration, events and FPA. ' +
          'Every route needs the session cookie (POST /api/login) unless it says otherwise; an error is JSON { message }.',
        version: '1.0.0',
      },
    },
    // Only /api is the API: file URLs at the root, the documentation and HEAD twins stay out.
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/openapi.json' || route.method === 'HEAD')
        return { schema: { ...document.schema, hide: true }, url };
      return jsonSchemaTransform(document);
    },
  });
}

/** GET /api/openapi.json and the readable page at /api/docs, inside the /api scope. */
export async function registerApiDocs(api: FastifyInstance): Promise<void> {
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  await api.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { url: '/api/openapi.json', deepLinking: true },
    staticCSP: true,
  });
}
