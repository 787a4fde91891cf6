import { describeContract } from '@portal/shared/testing/contract';
import * as approvalApi from './approval/api';
import * as catalogsApi from './catalogs/api';
import * as detailApi from './detail/api';
import * as listsApi from './lists/api';
import * as templatesApi from './templates/api';

// The remote's half of the GraphQL contract: every document its api.ts files send
// validates against schema.graphql (the merged schema of the server areas), and every gql() call
// sends an exported document, so none escapes this check.

describeContract(__dirname, {
  'approval/api': approvalApi,
  'catalogs/api': catalogsApi,
  'detail/api': detailApi,
  'lists/api': listsApi,
  'templates/api': templatesApi,
});
