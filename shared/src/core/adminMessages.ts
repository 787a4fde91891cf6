// Ours: the administration area's messages the spec does not word (spec 002 §5 says only that Save
// is disabled without a flag; §7 says nothing of what the server refuses). The spec's own texts
// are in messages.ts (userRequired 'Please select a user.', accessSaveFailed, accessUpdated); these
// complete them. Run-time parts are {name} placeholders filled by fill().

export const ADMIN_MESSAGES = {
  // spec 002 §5 user access: "at least one flag must be on" (the form disables Save; the server's 400).
  flagRequired: 'Please select at least one access level.',
  // spec 002 §2: "Sub-products are disabled unless view products is on" (the server's 400 for such a body).
  subProductsNeedProducts: 'Preline and Take All need View Products.',
  /** An access key that is not one of ACCESS_FLAGS (camelCase only on the wire). */
  unknownFlag: 'Unknown access level: {flag}.',
  /** Every flag is a boolean. */
  flagNotBoolean: 'Access levels must be true or false.',
  /** A user id that does not exist (404). */
  userNotFound: 'This user does not exist.',
  /** CUSTOMER users are managed under External users, with their own flags (README "Decisions"). */
  externalUser: "External users' access is managed under External users.",
  /** A user administrator cannot change their own flags (README "Decisions": no self-lock-out). */
  ownAccess: 'You cannot change your own access. Please ask another user administrator.',
  /** 403 for someone without userAdmin (spec 002 §6: 'Update User Access' needs userAdmin). */
  userAdminRequired: "You don't have permission to update user access.",
  /** 403 for someone who may not see the connection status (spec 002 §6: approve and artist_manager). */
  connStatusForbidden: "You don't have permission to see the connection status.",
  /** The connection page's own load failure (the page is ours: spec 002 §6 only names its guard). */
  connStatusFailed: 'An error occured while checking the connection status, please try again later.',

  // spec 002 §5 email settings: the rules the form shows by disabling a switch (the server's 400).
  /** "Mandatory emails (cannot opt out)". */
  mandatoryEmails: 'Expiring allocations, order comment, art info required and update required e-mails cannot be turned off.',
  /** spec 002 §4: a customer copy goes with its e-mail. */
  customerCopyNeedsEmail: 'A customer copy needs its e-mail turned on.',
  /** "Shipped customer copy is disabled for job title Corp." */
  shippedCopyCorp: 'The shipped e-mail is not copied to customers for the Corp job title.',
  emailFlagNotBoolean: 'E-mail settings must be on or off.',
  templateNotText: 'A template must be text.',
  altUsersInvalid: 'The additional e-mail addresses must be a list.',
  /** Ours: the settings could not be loaded (the spec words only the update failure). */
  emailSettingsFetchFailed: 'An error occured while loading the email settings please try again later.',
  /** Ours: at most ALT_USERS_MAX extra addresses. */
  altUsersTooMany: 'At most 20 additional e-mail addresses can be added.',
} as const;
