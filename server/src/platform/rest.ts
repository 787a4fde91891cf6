import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { serializerCompiler as zodSerializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiError, isFileAnswer, messages, type Answer, type RestRoute } from '@portal/shared/core';
import { badRequest, holdsNul } from './httpErrors';

// Mounts the routes declared in @portal/shared/core (core/rest.ts) on Fastify with the zod type
// provider: the route's schemas validate its path parameters, query and body before the handler
// runs (a violation, or a U+0000 in a string, is 400 with the schema's first message, the spec's
// words) and shape its answer (what is not declared is not sent); the handler's types come from
// them. Access is checked before the input (rights before input): the session gate and the route's
// rule run at preValidation.

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteRequest<R extends RestRoute> = FastifyRequest<{
  Params: Output<R['params']>;
  Querystring: Output<R['query']>;
  Body: Output<R['body']>;
}>;

/** What a handler may answer: a declared JSON answer (its server side: Dates for `isoDateTime`), or the reply itself. */
type HandlerAnswer<R extends RestRoute> =
  | { [S in keyof R['answers']]: R['answers'][S] extends z.ZodType ? z.output<R['answers'][S]> : never }[keyof R['answers']]
  | FastifyReply;

export interface ServeOptions<R extends RestRoute> {
  /** The route's access rule (requireAccess), checked after the session and before the input. */
  access?: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
  config?: FastifyContextConfig;
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<HandlerAnswer<R>>;
}

/** A file answer in the document: its media type with a binary body. */
const fileBody = z.string().meta({ format: 'binary' });

/** The declared answers, and the error answer every route may give. */
const responseOf = (answers: Readonly<Record<number, Answer>>) => ({
  ...Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => [
      status,
      isFileAnswer(answer) ? { description: answer.description ?? answer.file, content: { [answer.file]: { schema: fileBody } } } : answer,
    ]),
  ),
  '4xx': apiError,
  '5xx': apiError,
});

/** Mounts a declared route on `app` (an area's routes plugin, under /api). */
export function serve<R extends RestRoute>(app: FastifyInstance, route: R, options: ServeOptions<R>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: responseOf(route.answers),
    },
    preValidation: options.access,
    config: options.config,
    // The type provider checks the handler against the schemas; the cast only names them for Fastify.
    handler: options.handler as never,
  });
}

// Plugins' own routes (the health check, the documentation's files) carry JSON schemas, not zod:
// they are answered with JSON.stringify and take their input unchecked, as they did before.
const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** Validates an input with its zod schema: a violation is 400 with the schema's first message. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    if (!isZod(schema)) return { value: data };
    const result = schema.safeParse(data);
    if (!result.success) return { error: badRequest(result.error.issues[0]?.message || messages.somethingWentWrong) };
    if (holdsNul(result.data)) return { error: badRequest(API_MESSAGES.nulCharacter) };
    return { value: result.data };
  };

/** Writes a JSON answer through its schema (undeclared fields are dropped; a wrong answer is a 500, logged). */
export const serializerCompiler: typeof zodSerializerCompiler = (route) =>
  isZod(route.schema) || isZod((route.schema as { properties?: unknown })?.properties)
    ? zodSerializerCompiler(route)
    : (data) => JSON.stringify(data);
