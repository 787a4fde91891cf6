import {
  defaultExternalFlags,
  EXTERNAL_MESSAGES as M,
  externalFormProblem,
  isExternalCustomerOption,
  offersSendToRep,
  type ExternalUserForm,
} from './externalUsers';
import { completeSetupRequestSchema, createExternalUserSchema } from './externalUsersSchema';

const form = (change: Partial<ExternalUserForm> = {}): ExternalUserForm => ({
  email: 'pat@eastview.example',
  firstName: 'Pat',
  lastName: 'Owner',
  password: 'eastview123',
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
  it('the manager form needs e-mail, names, password and rep; create needs a customer', () => {
    expect(externalFormProblem(form(), 'create')).toBeNull();
    expect(externalFormProblem(form({ email: 'x' }), 'create')).toBe(M.emailRequired);
    expect(externalFormProblem(form({ firstName: ' ' }), 'create')).toBe(M.firstNameRequired);
    expect(externalFormProblem(form({ lastName: 'x'.repeat(51) }), 'create')).toBe(M.nameTooLong);
    expect(externalFormProblem(form({ password: 'short' }), 'create')).toBe(M.passwordRequired);
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
    const parsed = createExternalUserSchema.safeParse({ ...form(), customers: ['10001', '10001'] });
    expect(parsed.success && parsed.data.customers).toEqual(['10001']);
  });
});
