import type { CodegenConfig } from '@graphql-codegen/cli';

// The GraphQL contract, generated: schema.graphql (the merged SDL of every server area,
// written by `pnpm --filter @portal/server schema`) is the one source. `pnpm codegen`
// (scripts/codegen.mjs) writes it and everything below from it, validating every document against
// it; `npm test` runs `pnpm codegen:check` before the type check, which fails on an invalid document
// or when what is committed was stale:
// - each remote's src/gql/: the typed `graphql()` its api.ts files write their documents with
//   (client preset, documents as strings: the shared client posts strings);
// - server/src/areas/graphqlTypes.ts: the resolvers' types (`Resolvers`, with the rows some
//   resolvers get as parents: `mappers`); server/src/gql/: the server test kits' operation types.

/** Browser code maps scalars to what crosses the wire. */
const wireScalars = { DateTime: 'string' };

const remote = (name: string) => ({
  [`${name}/src/gql/`]: {
    documents: name === 'server' ? ['server/src/areas/**/*TestKit.ts'] : [`${name}/src/**/api.ts`],
    preset: 'client' as const,
    presetConfig: { fragmentMasking: false },
    config: { documentMode: 'string' as const, useTypeImports: true, scalars: wireScalars, enumsAsTypes: true, skipTypename: true },
  },
});

const config: CodegenConfig = {
  schema: 'schema.graphql',
  overwrite: true,
  generates: {
    ...remote('mfe-orders'),
    ...remote('mfe-returns'),
    ...remote('mfe-admin'),
    ...remote('mfe-designs-color'),
    ...remote('mfe-events-fpa'),
    ...remote('mfe-design-requests'),
    // The server test kits' documents (their result types replace hand-written copies).
    ...remote('server'),
    'server/src/areas/graphqlTypes.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        contextType: 'mercurius#MercuriusContext',
        // Resolvers may answer a Date (serialised as its ISO string) or that string.
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        // What a resolver answers where that is not the GraphQL type itself (a row the type's field
        // resolvers read, a service's view without the fields resolved on their own).
        mappers: {
          Order: './graphqlMappers#OrderParent',
          ReturnsPage: './graphqlMappers#ReturnsPageParent',
          Catalog: "Omit<Catalog, 'orders'>",
          Template: "Omit<Template, 'lines' | 'reps'>",
          OrderDetail: "Omit<OrderDetail, 'changes'>",
          DraftedContest: "Omit<DraftedContest, 'changes'>",
          ShippingJob: "Omit<ShippingJob, 'changes'>",
          // Returns: the services answer integer cents (the …Cents fields below, never in the schema);
          // the spec's dollar fields are resolved from them (returns/graphql.ts).
          Return:
            "Omit<Return, 'changes' | 'totalPrice' | 'totalRefunded' | 'orderRefunded' | 'items' | 'charges' | 'shipping'> & { totalPriceCents: number; totalRefundedCents: number; orderRefundedCents: number; items: Array<ResolversTypes['ReturnItem']>; charges: Array<ResolversTypes['ReturnCharge']>; shipping: Array<ResolversTypes['ReturnCharge']> }",
          ReturnListRow: "Omit<ReturnListRow, 'totalRefund'> & { totalRefundCents: number }",
          ReturnSize: "Omit<ReturnSize, 'upcharge'> & { upchargeCents: number }",
          ReturnItem:
            "Omit<ReturnItem, 'price' | 'refund' | 'totalPrice' | 'totalUpcharge' | 'size'> & { priceCents: number; refundCents: number; totalPriceCents: number; totalUpchargeCents: number; size: Array<ResolversTypes['ReturnSize']> }",
          ReturnCharge: "Omit<ReturnCharge, 'charge' | 'refund'> & { chargeCents: number; refundCents: number }",
          ReturnOrderSize: "Omit<ReturnOrderSize, 'upcharge'> & { upchargeCents: number }",
          ReturnOrderItemReturn: "Omit<ReturnOrderItemReturn, 'refund'> & { refundCents: number }",
          ReturnOrderItem:
            "Omit<ReturnOrderItem, 'price' | 'refunded' | 'size' | 'returns'> & { finalPriceCents: number; totalPriceCents: number; refundedCents: number; size: Array<ResolversTypes['ReturnOrderSize']>; returns: Array<ResolversTypes['ReturnOrderItemReturn']> }",
          ReturnOrderCharge: "Omit<ReturnOrderCharge, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number }",
          ReturnOrderShippingJob: "Omit<ReturnOrderShippingJob, 'charge' | 'refunded'> & { amountCents: number; refundedCents: number }",
          ReturnOrderReturnCharge: "Omit<ReturnOrderReturnCharge, 'refund'> & { refundCents: number }",
          ReturnOrderReturn:
            "Omit<ReturnOrderReturn, 'totalRefund' | 'charges'> & { totalRefundCents: number; charges: Array<ResolversTypes['ReturnOrderReturnCharge']> }",
          ReturnOrder:
            "Omit<ReturnOrder, 'price' | 'shipping' | 'earlierRefund' | 'items' | 'charges' | 'shippingJobs' | 'returns'> & { totalCents: number; shippingCents: number; earlierRefundCents: number; items: Array<ResolversTypes['ReturnOrderItem']>; charges: Array<ResolversTypes['ReturnOrderCharge']>; shippingJobs: Array<ResolversTypes['ReturnOrderShippingJob']>; returns: Array<ResolversTypes['ReturnOrderReturn']> }",
          TradeShow: "Omit<TradeShow, 'stations' | 'days' | 'quota' | 'bookingsOpen'> & { id: number }",
        },
      },
    },
  },
  hooks: {
    // The generated string documents type themselves with `DocumentTypeDecoration`, declared
    // structurally in @portal/shared/core (no need for @graphql-typed-document-node/core).
    beforeOneFileWrite: [
      (_path: string, content: string) => content.replace(/from '@graphql-typed-document-node\/core'/g, "from '@portal/shared/core'"),
    ],
  },
};

export default config;
