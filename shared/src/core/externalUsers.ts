import { isBasicEmail } from './emailSettings';

// External (CUSTOMER) users, their signup and setup requests (spec 002 §2 "External users", §3,
// §4, §5, §6, §7, §8). The form and the server (GraphQL externalUsers, signupRequests,
// setupRequests and their mutations) use these rules; the mutations' zod schemas are
// externalUsersSchema.ts (zod stays out of the screens' bundles).

/** spec 002 §2, §3: an external user's access, in the order of the manager view's toggles. */
export const EXTERNAL_FLAGS = ['products', 'order', 'artist', 'licenseOrder', 'customLocation', 'preLine', 'takeAll'] as const;
export type ExternalFlag = (typeof EXTERNAL_FLAGS)[number];
export type ExternalFlags = Record<ExternalFlag, boolean>;

/** spec 002 §2: the toggles' labels. */
export const EXTERNAL_FLAG_LABELS: Record<ExternalFlag, string> = {
  products: 'View Products',
  order: 'Place Orders',
  artist: 'Create Art',
  licenseOrder: 'Place License Orders',
  customLocation: 'Use Custom Locations',
  preLine: 'View Preline',
  takeAll: 'View Take All',
};

/** spec 002 §5: "Default access for a new user: products only." */
export const defaultExternalFlags = (): ExternalFlags =>
  Object.fromEntries(EXTERNAL_FLAGS.map((f) => [f, f === 'products'])) as ExternalFlags;

/** spec 002 §9: "Customer number 90000 is excluded from external-user customer lists." */
export const EXCLUDED_EXTERNAL_CUSTOMER = '90000';
export const isExternalCustomerOption = (numb: string) => numb.trim() !== EXCLUDED_EXTERNAL_CUSTOMER;

/** spec 002 §2: the users table is padded as if at most 10 external users per page. */
export const EXTERNAL_USERS_PAGE_SIZE = 10;
/** spec 002 §9: names 50. Ours: e-mail 255, company 100, password 8 to 128. */
export const EXTERNAL_NAME_MAX = 50;
export const EXTERNAL_EMAIL_MAX = 255;
export const EXTERNAL_COMPANY_MAX = 100;
export const EXTERNAL_PASSWORD_MIN = 8;
export const EXTERNAL_PASSWORD_MAX = 128;

/** spec 002 §3, §9: "Country C is Canada, otherwise USA". */
export type ExternalCountry = 'C' | 'U';
export const countryName = (country: string | null | undefined) => (country === 'C' ? 'Canada' : 'USA');

export const EXTERNAL_MESSAGES = {
  emailRequired: 'Please enter a valid email.',
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  nameTooLong: 'Names are at most 50 characters.',
  passwordRequired: 'Please enter a password of at least 8 characters.',
  passwordTooLong: 'The password is at most 128 characters.',
  repRequired: 'Please select a rep.',
  customersRequired: 'Please select at least one customer.',
  /** spec 002 §5: 'Send Request to Rep' needs a company name and no customers chosen. */
  companyRequired: 'Please enter the company name.',
  companyTooLong: 'The company name is at most 100 characters.',
  noCustomersForRequest: 'A request to the rep is sent without customers: the rep assigns them.',
  countryInvalid: 'Please select Canada or USA.',
  flagNotBoolean: 'Access must be on or off.',
  excludedCustomer: 'Customer 90000 cannot be assigned to external users.',
  customerNotOfRep: 'Customer {numb} is not one of the rep’s customers.',
  emailTaken: 'A user with this email already exists.',
  userNotFound: 'This external user does not exist.',
  requestNotFound: 'This request does not exist or was already completed.',
  /** The signup request's password is its sender's: the user keeps that e-mail (ours). */
  signupEmailFixed: 'The email of a signup request cannot be changed.',
  repNotFound: 'This rep does not exist.',
  forbidden: "You don't have permission to manage external users.",
  notYourRequest: 'This setup request is for another rep.',
  created: 'External user created.',
  updated: 'External user updated.',
  deleted: 'External user deleted.',
  requestDeleted: 'Signup request deleted.',
  requestSent: 'Setup request sent to the rep.',
  requestCompleted: 'Setup request completed: the user is e-mailed how to sign in.',
  /** The manager's form, where a new user's password would be (README "External users' passwords"). */
  passwordChosen: 'They sign in with the password they chose in their signup request.',
  emailResent: 'Signup email sent.',
} as const;

/** The form of the manager view (add or edit) and the setup request's completion. */
export interface ExternalUserForm extends ExternalFlags {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  country: ExternalCountry;
  rep: string;
  company: string;
  customers: string[];
}

export type ExternalAction = 'create' | 'update' | 'sendToRep' | 'complete';

/**
 * What stops the form's action, or null (spec 002 §5). The manager types no password for a new
 * user (mfe-admin/README.md "External users' passwords": the signup request's chosen one, or a
 * set-your-password link); on update a blank password keeps the old one.
 */
export function externalFormProblem(form: ExternalUserForm, action: ExternalAction): string | null {
  const M = EXTERNAL_MESSAGES;
  if (action === 'complete') return form.customers.length ? null : M.customersRequired;
  if (!isBasicEmail(form.email) || form.email.trim().length > EXTERNAL_EMAIL_MAX) return M.emailRequired;
  if (!form.firstName.trim()) return M.firstNameRequired;
  if (!form.lastName.trim()) return M.lastNameRequired;
  if (form.firstName.trim().length > EXTERNAL_NAME_MAX || form.lastName.trim().length > EXTERNAL_NAME_MAX) return M.nameTooLong;
  if (action === 'update' && form.password) {
    if (form.password.length < EXTERNAL_PASSWORD_MIN) return M.passwordRequired;
    if (form.password.length > EXTERNAL_PASSWORD_MAX) return M.passwordTooLong;
  }
  if (!form.rep.trim()) return M.repRequired;
  if (action === 'sendToRep') {
    if (!form.company.trim()) return M.companyRequired;
    if (form.customers.length) return M.noCustomersForRequest;
  }
  if (action === 'create' && !form.customers.length) return M.customersRequired;
  return null;
}

/** spec 002 §5: "'Send Request to Rep' needs a company name and no customers chosen" (offered instead of Create then). */
export const offersSendToRep = (form: Pick<ExternalUserForm, 'company' | 'customers'>) =>
  !!form.company.trim() && form.customers.length === 0;
