import { describeContract } from '@portal/shared/testing/contract';
import * as returnDetailApi from './returnDetail/api';
import * as returnFormApi from './returnForm/api';
import * as returnsListApi from './returnsList/api';

// The remote's half of the GraphQL contract: every document its api.ts files send
// validates against schema.graphql (the merged schema of the server areas), and every gql() call
// sends an exported document, so none escapes this check.

describeContract(__dirname, { 'returnDetail/api': returnDetailApi, 'returnForm/api': returnFormApi, 'returnsList/api': returnsListApi });
