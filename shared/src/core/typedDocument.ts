// A GraphQL document typed with its result and variables. The remotes' generated `graphql()`
// (GraphQL Code Generator's client preset, documents as strings) answers a `TypedDocumentString`,
// a String carrying these phantom types; the shared client infers results and variables from it.
// Structurally the same as @graphql-typed-document-node/core's DocumentTypeDecoration, so shared
// needs neither that package nor the generated code.

export interface DocumentTypeDecoration<TResult = { [key: string]: unknown }, TVariables = { [key: string]: unknown }> {
  /** Never set: only carries the types. */
  __apiType?: (variables: TVariables) => TResult;
}

/** A document the shared GraphQL client can post: its text, typed with its result and variables. */
// biome-ignore lint/complexity/noBannedTypes: the generated TypedDocumentString is a String object (it extends String), not a string
export type TypedDocument<TResult, TVariables> = (string | String) & DocumentTypeDecoration<TResult, TVariables>;

export type ResultOf<T> = T extends DocumentTypeDecoration<infer R, infer _V> ? R : never;
export type VariablesOf<T> = T extends DocumentTypeDecoration<infer _R, infer V> ? V : never;
