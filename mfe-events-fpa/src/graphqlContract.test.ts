import { describeContract } from '@portal/shared/testing/contract';
import * as draftedApi from './drafted/api';
import * as fpaApi from './fpa/api';

// The remote's half of the GraphQL contract: every document its api.ts files send
// validates against schema.graphql (the merged schema of the server areas), and every gql() call
// sends an exported document, so none escapes this check.

describeContract(__dirname, { 'fpa/api': fpaApi, 'drafted/api': draftedApi });
