import { describeContract } from '@portal/shared/testing/contract';
import * as detailApi from './detail/api';
import * as listsApi from './lists/api';

// The remote's half of the GraphQL contract: every document its api.ts files send
// validates against schema.graphql, and every gql() call sends an exported document.

describeContract(__dirname, { 'lists/api': listsApi, 'detail/api': detailApi });
