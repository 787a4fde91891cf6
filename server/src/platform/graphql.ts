import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  parse,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { API_MESSAGES, GQL_ERROR_CODES, GQL_TOKEN_COOKIE, messages } from '@portal/shared/core';
import type { Area } from '../areas/area';
import { getAuth } from './auth';
import { isDatabaseUnavailable } from './httpErrors';
import { verifyGqlToken } from './sessions';

// GraphQL at /gql (mercurius, JIT after the first run of a query, no GraphiQL, POST JSON only).
//
// Who may run what:
// - an operation whose root fields are all registered public by an area runs with no session
//   and no token (ctx.user is the session user if there happens to be one, else null);
// - anything else needs a session (else `UNAUTHENTICATED`) and a valid GraphQL token cookie bound
//   to that session (else `TOKEN_EXPIRED`: the client GETs /api/gql_token and retries once).
// Both refusals are HTTP 200 with { data: null, errors: [{ message, extensions: { code } }] }.
//
// Resolvers get ctx.user and ctx.platform and use requireUser/requireRule (gqlErrors.ts).
// A list resolver never queries once per row: per-row fields go through mercurius `loaders`.

export const GQL_PATH = '/gql';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant, on the wire as its ISO 8601 string (Date#toISOString, e.g. 2025-03-01T14:05:00.000Z).
 * Resolvers answer a Date (or such a string, passed on as it is); calendar days stay String
 * (YYYY-MM-DD).
 */
export const DateTimeScalar = new GraphQLScalarType<Date | string, string>({
  name: 'DateTime',
  description: 'An instant as an ISO 8601 string, e.g. 2025-03-01T14:05:00.000Z.',
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && ISO_INSTANT.test(value)) return value;
    throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`);
  },
  parseValue(value) {
    if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value);
    throw new GraphQLError('DateTime must be an ISO 8601 instant (e.g. 2025-03-01T14:05:00.000Z).');
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING && ISO_INSTANT.test(ast.value) && !Number.isNaN(Date.parse(ast.value))) return new Date(ast.value);
    throw new GraphQLError('DateTime must be an ISO 8601 instant (e.g. 2025-03-01T14:05:00.000Z).');
  },
});

/** Scalars every area may use. */
const SCALARS_SDL = 'scalar DateTime';

export interface MergedGraphql {
  schema: string;
  resolvers: IResolvers;
  loaders: MercuriusLoaders;
  publicFields: Set<string>;
}

/** One schema from every area's typeDefs, with the root types the areas extend. */
export function mergeAreaGraphql(areas: readonly Area[]): MergedGraphql {
  const typeDefs: string[] = [];
  const resolvers: Record<string, Record<string, unknown>> = {};
  const loaders: MercuriusLoaders = {};
  const publicFields = new Set<string>();
  const extended = new Set<string>();

  for (const area of areas) {
    for (const field of area.publicFields ?? []) publicFields.add(field);
    if (!area.graphql) continue;
    const { typeDefs: sdl, resolvers: areaResolvers = {}, loaders: areaLoaders = {} } = area.graphql;
    for (const def of parse(sdl).definitions) {
      if (def.kind === Kind.OBJECT_TYPE_EXTENSION) extended.add(def.name.value);
    }
    typeDefs.push(sdl);
    for (const [type, fields] of Object.entries(areaResolvers as Record<string, Record<string, unknown>>)) {
      resolvers[type] ??= {};
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in resolvers[type]) throw new Error(`GraphQL resolver ${type}.${field} is defined by two areas (${area.name})`);
        resolvers[type][field] = resolver;
      }
    }
    for (const [type, fields] of Object.entries(areaLoaders)) {
      loaders[type] = { ...loaders[type], ...fields };
    }
  }
  const roots = ['Query', 'Mutation'].filter((root) => root === 'Query' || extended.has(root));
  return {
    schema: [SCALARS_SDL, ...roots.map((root) => `type ${root}`), ...typeDefs].join('\n'),
    resolvers: { ...resolvers, DateTime: DateTimeScalar } as IResolvers,
    loaders,
    publicFields,
  };
}

// ---- public operations ------------------------------------------------------------------------

const rootFieldCache = new Map<string, string[] | null>();
const ROOT_FIELD_CACHE_MAX = 1000;
/** Only queries up to this size are remembered (the cache must stay small whatever is sent). */
const CACHEABLE_QUERY_LENGTH = 8_192;

function collectRootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  into: string[],
  seen: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) collectRootFields(selection.selectionSet, fragments, into, seen);
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      collectRootFields(fragment.selectionSet, fragments, into, seen);
    }
  }
}

/** The root field names the request would run, or null when it cannot be told (bad query). */
export function rootFieldsOf(query: unknown, operationName: unknown): string[] | null {
  if (typeof query !== 'string' || query.length > 100_000) return null;
  const key = `${typeof operationName === 'string' ? operationName : ''}\u0000${query}`;
  if (rootFieldCache.has(key)) return rootFieldCache.get(key)!;
  let fields: string[] | null = null;
  try {
    const doc: DocumentNode = parse(query);
    const operations = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation =
      typeof operationName === 'string' && operationName
        ? operations.find((o) => o.name?.value === operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
    if (operation && operation.operation !== 'subscription') {
      const fragments = new Map(doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f] as const));
      fields = [];
      collectRootFields(operation.selectionSet, fragments, fields, new Set());
    }
  } catch {
    fields = null;
  }
  if (query.length <= CACHEABLE_QUERY_LENGTH) {
    if (rootFieldCache.size >= ROOT_FIELD_CACHE_MAX) rootFieldCache.clear();
    rootFieldCache.set(key, fields);
  }
  return fields;
}

function isPublicOperation(body: unknown, publicFields: Set<string>): boolean {
  if (!publicFields.size || !body || typeof body !== 'object') return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  const fields = rootFieldsOf(query, operationName)?.filter((f) => f !== '__typename');
  return !!fields && fields.length > 0 && fields.every((f) => publicFields.has(f));
}

function refuse(reply: FastifyReply, message: string, code: string) {
  return reply.code(200).send({ data: null, errors: [{ message, extensions: { code } }] });
}

/** Hides what went wrong inside a resolver (it is logged); client errors keep their message. */
function errorFormatter(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: Parameters<typeof mercurius.defaultErrorFormatter>[1],
) {
  const log = (context.reply ?? context.app).log;
  // The database away (a restart, a failover) is the whole answer's 503, as on the REST routes
  // (httpErrors.ts), so a balancer and the browser retry rather than show a failure.
  const away = execution.errors.find((error) => isDatabaseUnavailable(error.originalError));
  if (away) {
    log.warn({ err: away.originalError }, 'database unavailable');
    context.reply?.header('retry-after', '5');
    return {
      statusCode: 503,
      response: {
        data: null,
        errors: [new GraphQLError(API_MESSAGES.databaseUnavailable, { extensions: { code: GQL_ERROR_CODES.unavailable } })],
      },
    };
  }
  const errors = execution.errors.map((error) => {
    const original = error.originalError as (Error & { extensions?: unknown; errors?: unknown }) | undefined;
    const isInternal = !!original && !original.extensions && !Array.isArray(original.errors) && !(original instanceof GraphQLError);
    if (!isInternal) return error;
    log.error({ err: original, path: error.path }, 'GraphQL resolver failed');
    return new GraphQLError(messages.somethingWentWrong, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
}

export async function registerGraphql(app: FastifyInstance, areas: readonly Area[]): Promise<void> {
  const merged = mergeAreaGraphql(areas);

  async function gate(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') {
      return reply.code(405).header('allow', 'POST').send({ message: API_MESSAGES.postOnly });
    }
    if (isPublicOperation(request.body, merged.publicFields)) return;
    const auth = await getAuth(request);
    if (!auth) return refuse(reply, API_MESSAGES.signInRequired, GQL_ERROR_CODES.unauthenticated);
    const { secret, clock } = app.platform;
    if (!verifyGqlToken(secret, request.cookies[GQL_TOKEN_COOKIE], auth.sessionHash, clock.now())) {
      return refuse(reply, API_MESSAGES.tokenExpired, GQL_ERROR_CODES.tokenExpired);
    }
  }

  await app.register(mercurius, {
    schema: merged.schema,
    resolvers: merged.resolvers,
    loaders: merged.loaders,
    path: GQL_PATH,
    graphiql: false,
    jit: 1,
    allowBatchedQueries: false,
    queryDepth: 12,
    errorFormatter,
    additionalRouteOptions: { preHandler: gate },
    context: async (request: FastifyRequest) => ({
      user: (await getAuth(request))?.user ?? null,
      platform: app.platform,
    }),
  });
}
