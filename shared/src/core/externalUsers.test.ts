import {
  defaultExternalFlags,
  EXTERNAL_MESSAGES as M,
  externalFormProblem,
  isExternalCustomerOption,
  offersSendToRep,
  type ExternalUserForm,
} from './externalUsers';
import { completeSetupRequestSchema, createExternalUserSchema, createSetupRequestSchema } from './externalUsersSchema';
import { PASSWORD_LINK_MESSAGES, setPasswordProblem } from './passwordLinks';
import { setPasswordSchema } from './passwordLinkSchema';

const form = (change: Partial<ExternalUserForm> = {}): ExternalUserForm => ({
  email: 'pat@eastview.example',
  firstName: 'Pat',
  lastName: 'Owner',
  password: '',
  country: 'C',
  rep: '101',
  company: '',
  customers: ['10001'],
  ...defaultExternalFlags(),
  ...change,
});

describe('external users rules (spec 002 §5, §9)', () => {
  it('a new user has View Products only', () => {
    expect(
      Object.entries(defaultExternalFlags())
        .filter(([, on]) => on)
        .map(([f]) => f),
    ).toEqual(['products']);
  });
  it('the manager form needs e-mail, names and rep, never a password for a new user; create needs a customer', () => {
    expect(externalFormProblem(form(), 'create')).toBeNull();
    expect(externalFormProblem(form({ email: 'x' }), 'create')).toBe(M.emailRequired);
    expect(externalFormProblem(form({ firstName: ' ' }), 'create')).toBe(M.firstNameRequired);
    expect(externalFormProblem(form({ lastName: 'x'.repeat(51) }), 'create')).toBe(M.nameTooLong);
    expect(externalFormProblem(form({ password: 'short' }), 'update')).toBe(M.passwordRequired);
    expect(externalFormProblem(form({ password: 'x'.repeat(129) }), 'update')).toBe(M.passwordTooLong);
    expect(externalFormProblem(form({ rep: '' }), 'create')).toBe(M.repRequired);
    expect(externalFormProblem(form({ customers: [] }), 'create')).toBe(M.customersRequired);
    expect(externalFormProblem(form({ password: '' }), 'update')).toBeNull();
  });
  it("'Send Request to Rep' needs a company and no customers", () => {
    expect(offersSendToRep(form({ company: 'Eastview', customers: [] }))).toBe(true);
    expect(offersSendToRep(form({ company: 'Eastview' }))).toBe(false);
    expect(offersSendToRep(form({ company: ' ', customers: [] }))).toBe(false);
    expect(externalFormProblem(form({ company: '', customers: [] }), 'sendToRep')).toBe(M.companyRequired);
  });
  it('the rep view needs at least one customer; 90000 is never offered nor accepted', () => {
    expect(externalFormProblem(form({ customers: [] }), 'complete')).toBe(M.customersRequired);
    expect(isExternalCustomerOption('90000')).toBe(false);
    expect(isExternalCustomerOption('10001')).toBe(true);
    expect(completeSetupRequestSchema.safeParse({ id: 1, customers: ['90000'] }).error?.issues[0].message).toBe(M.excludedCustomer);
    const parsed = createExternalUserSchema.safeParse({ ...form(), password: undefined, customers: ['10001', '10001'] });
    expect(parsed.success && parsed.data.customers).toEqual(['10001']);
  });
  it('a password sent for a new user is refused: the signup request keeps the chosen one, or the user sets it from the link', () => {
    const user = { ...form(), password: 'longenough1' };
    expect(createExternalUserSchema.safeParse(user).error?.issues[0].message).toBe(PASSWORD_LINK_MESSAGES.notByManager);
    const request = { ...form({ company: 'Eastview', customers: [] }), password: 'longenough1' };
    expect(createSetupRequestSchema.safeParse(request).error?.issues[0].message).toBe(PASSWORD_LINK_MESSAGES.notByManager);
    expect(createSetupRequestSchema.safeParse({ ...request, password: null }).success).toBe(true);
  });
});

describe('set your password (the link page and POST /api/set_password)', () => {
  it('the external users password rules, then the two must match', () => {
    expect(setPasswordProblem('short', 'short')).toBe(M.passwordRequired);
    expect(setPasswordProblem('x'.repeat(129), 'x'.repeat(129))).toBe(M.passwordTooLong);
    expect(setPasswordProblem('longenough1', 'longenough2')).toBe(PASSWORD_LINK_MESSAGES.mismatch);
    expect(setPasswordProblem('longenough1', 'longenough1')).toBeNull();
  });
  it('the server refuses the same passwords and any token it could not have made', () => {
    const token = 'a'.repeat(43);
    expect(setPasswordSchema.safeParse({ token, password: 'short' }).error?.issues[0].message).toBe(M.passwordRequired);
    expect(setPasswordSchema.safeParse({ token: 'not a token', password: 'longenough1' }).error?.issues[0].message).toBe(
      PASSWORD_LINK_MESSAGES.unknown,
    );
    expect(setPasswordSchema.safeParse({ token, password: 'longenough1' }).success).toBe(true);
  });
});
