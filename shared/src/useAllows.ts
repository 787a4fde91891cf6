import { useSession } from '@portal/shared/platform';
import { allows, type AccessRuleName } from './core/access';

// Not part of the platform singleton on purpose: each app bundles this with its own copy of the
// access rules, so a remote redeployed with a changed rule checks its screens with it (as its
// routes' guards do with the shell's), and the singleton's chunk on /login carries no rules.

/** Whether the signed-in user passes a named access rule (false while loading or logged out). */
export function useAllows(rule: AccessRuleName): boolean {
  return useSession((s) => allows(rule, s.user));
}
