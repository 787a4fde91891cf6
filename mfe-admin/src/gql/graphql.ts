/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@portal/shared/core';
/** OK; SLOW (answers, but slower than it should or with failures to look at); DOWN (does not answer). */
export type HealthStatus =
  | 'DOWN'
  | 'OK'
  | 'SLOW';

export type ConnStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnStatusQuery = { connStatus: { checkedAt: string, api: { status: HealthStatus, startedAt: string, uptimeSeconds: number, nodeVersion: string, instance: string }, database: { status: HealthStatus, driver: string, latencyMs: number | null, error: string | null }, outbox: { status: HealthStatus, sending: boolean, unsent: number, failed: number, oldestUnsentAt: string | null, lastSentAt: string | null, error: string | null }, fileStore: { status: HealthStatus, latencyMs: number | null, error: string | null } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ConnStatusDocument = new TypedDocumentString(`
    query ConnStatus {
  connStatus {
    checkedAt
    api {
      status
      startedAt
      uptimeSeconds
      nodeVersion
      instance
    }
    database {
      status
      driver
      latencyMs
      error
    }
    outbox {
      status
      sending
      unsent
      failed
      oldestUnsentAt
      lastSentAt
      error
    }
    fileStore {
      status
      latencyMs
      error
    }
  }
}
    `) as unknown as TypedDocumentString<ConnStatusQuery, ConnStatusQueryVariables>;