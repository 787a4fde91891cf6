import { returnsListPath } from '../urls';

/**
 * spec 001 §2.1: Back goes to the previous path, or to /returns. react-router gives the first
 * entry of a tab (a pasted link, a new tab) the key 'default': there is no previous path then.
 */
export function backTarget(locationKey: string): -1 | string {
  return locationKey === 'default' ? returnsListPath() : -1;
}
