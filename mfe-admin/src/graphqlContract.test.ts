import { describeContract } from '@portal/shared/testing/contract';
import * as connStatusApi from './connStatus/api';
import * as userAccessApi from './userAccess/api';

// The remote's half of the GraphQL contract: every document its api.ts files send
// validates against schema.graphql (the merged schema of the server areas), and every gql() call
// sends an exported document, so none escapes this check. (User Access is REST, as the spec has it.)

describeContract(__dirname, { 'connStatus/api': connStatusApi, 'userAccess/api': userAccessApi });
