import { describeContract } from '@portal/shared/testing/contract';
import * as designsApi from './designs/api';
import * as showcaseApi from './showcase/api';
import * as dropsApi from './drops/api';

// The remote's half of the GraphQL contract: every document its api.ts files send
// validates against schema.graphql, and every gql() call sends an exported document. (The swatch and
// mapping calls are REST, as the spec has them.)

describeContract(__dirname, { 'designs/api': designsApi, 'showcase/api': showcaseApi, 'drops/api': dropsApi });
