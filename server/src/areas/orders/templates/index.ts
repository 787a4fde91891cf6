import type { Area } from '../../area';
import { templatesGraphql } from './graphql';
import { seedTemplates } from './seed';

/** Template orders (spec 000 §2 "Templates list", /templates/{orderId}): list, detail, add, edit, delete. */
export const templatesArea: Area = {
  name: 'templates',
  graphql: templatesGraphql,
  seed: seedTemplates,
};
