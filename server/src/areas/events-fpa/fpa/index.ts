import type { Area } from '../../area';
import { fpaGraphql } from './graphql';

/** The Employee Preferred Pricing Program (/fpa): employees, allowances and discount codes. */
export const fpaArea: Area = {
  name: 'events-fpa-fpa',
  graphql: fpaGraphql,
};
