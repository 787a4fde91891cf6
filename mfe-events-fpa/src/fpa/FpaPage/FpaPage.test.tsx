import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, renderScreen, userWith } from '@portal/shared/testing';
import {
  CREATE_EMPLOYEE_DISCOUNT,
  DELETE_DISCOUNT_CODE,
  DISABLE_EMPLOYEE,
  EMPLOYEE_QUERY,
  EMPLOYEES_QUERY,
  UPDATE_ALLOWANCE,
  type Employee,
} from '../api';
import { FpaPage } from './FpaPage';

// /fpa against the mocked network (the real api.ts and documents, checked against the schema).
const network = mockNetwork();
jest.setTimeout(30_000);

/** An open antd dialog by its title (jsdom does not name antd's dialogs by their title). */
async function findDialog(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
}

const YEAR = new Date().getFullYear();
const code = (
  id: number,
  status: 0 | 1 | 2 | 3,
  amount = 25,
  extra: Partial<Employee['discounts'][number]> = {},
): Employee['discounts'][number] => ({
  discountID: id,
  discountAmount: amount,
  discountCode: `FPA-CODE000${id}`,
  expiryDate: `${YEAR + 1}-01-01T05:00:00.000Z`,
  createdDate: `${YEAR}-03-01T15:00:00.000Z`,
  status: { code: status, description: ['Disabled', 'Active', 'Used', 'Expired'][status] },
  order:
    status === 2
      ? { id: 51001, orderNumber: 'EMP51001', url: 'https://employee-store.example.com/apparel-employee-ca/orders/51001' }
      : null,
  ...extra,
});
const employee = (extra: Partial<Employee> = {}): Employee => ({
  email: 'employee@demo.local',
  firstName: 'Casey',
  lastName: 'Martin',
  employeeNumber: 'E1002',
  active: true,
  year: YEAR,
  totalAllowance: 400,
  available: 340,
  maxAvailable: 315,
  minAllowance: 85,
  defaultDiscount: 'EMP-E1002',
  password: null,
  discounts: [code(1, 1), code(2, 2, 60)],
  friendsFamily: [
    {
      id: 9,
      discountID: 9,
      discountCode: 'FF-FRIEND01',
      expiryDate: `${YEAR + 1}-01-01T05:00:00.000Z`,
      createdDate: `${YEAR}-03-02T15:00:00.000Z`,
      status: { code: 1, description: 'Active' },
      order: null,
      firstName: 'Jamie',
      lastName: 'Martin',
      email: 'jamie@example.com',
      country: 'U',
    },
  ],
  ...extra,
});

const EMPLOYEE_USER = userWith([], { id: 21, email: 'employee@demo.local', name: 'Casey Martin' });
const FPA_ADMIN = userWith(['fpaAdmin'], { id: 20, email: 'fpaadmin@demo.local', name: 'Robin Chen' });
const codes = () => screen.getByRole('table', { name: 'Allowance codes' });

beforeEach(() => {
  network.graphql(EMPLOYEE_QUERY, { employee: employee() });
  network.graphql(EMPLOYEES_QUERY, {
    employees: [
      {
        email: 'employee@demo.local',
        firstName: 'Casey',
        lastName: 'Martin',
        employeeNumber: 'E1002',
        active: true,
        year: YEAR,
        totalAllowance: 400,
        available: 340,
      },
      {
        email: 'manager@demo.local',
        firstName: 'Pat',
        lastName: 'Sinclair',
        employeeNumber: 'E1004',
        active: true,
        year: YEAR,
        totalAllowance: 300,
        available: 240,
      },
    ],
  });
});

describe('FpaPage (/fpa)', () => {
  it('an employee sees their allowance, codes with their status, the product discount and friends and family; no admin controls', async () => {
    renderScreen('/fpa', <FpaPage />, { as: EMPLOYEE_USER });
    expect(await screen.findByRole('heading', { name: 'Employee Preferred Pricing Program' })).toBeInTheDocument();
    await screen.findByTestId('fpa-total');
    expect(screen.getByTestId('fpa-total')).toHaveTextContent('$400.00');
    expect(screen.getByTestId('fpa-available')).toHaveTextContent('$340.00');
    expect(screen.getByText('Max Available Amount is $315.00')).toBeInTheDocument();
    expect(within(codes()).getByText('Active')).toBeInTheDocument();
    expect(within(codes()).getByRole('link', { name: 'EMP51001' })).toHaveAttribute('href', expect.stringContaining('apparel-employee-ca'));
    // Only the usable code has a copy control and a delete; the used one has neither.
    expect(within(codes()).getByRole('button', { name: 'Copy FPA-CODE0001' })).toBeInTheDocument();
    expect(within(codes()).queryByRole('button', { name: 'Copy FPA-CODE0002' })).toBeNull();
    expect(within(codes()).getByRole('button', { name: 'Delete FPA-CODE0001' })).toBeInTheDocument();
    expect(within(codes()).queryByRole('button', { name: 'Delete FPA-CODE0002' })).toBeNull();
    expect(screen.getByText('EMP-E1002')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Friends and family codes' })).getByText('US')).toBeInTheDocument();
    for (const name of ['Add Employee', 'Disable Employee', 'Edit']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('Password')).toBeNull();
    expect(network.variables(EMPLOYEE_QUERY)).toEqual([{ email: 'employee@demo.local', year: YEAR }]);
    expect(network.graphqlCalls(EMPLOYEES_QUERY)).toHaveLength(0);
  });

  it('a user without an employee record is told to ask their manager', async () => {
    network.graphql(EMPLOYEE_QUERY, { employee: null });
    renderScreen('/fpa', <FpaPage />, { as: 'viewer' });
    expect(await screen.findByText(messages.employeeEmailNotSetUp)).toBeInTheDocument();
  });

  it('creating a code: the helper names the max, an amount above it is refused before sending; the code is created and announced', async () => {
    const user = userEvent.setup({ delay: null });
    const shown = captureMessages();
    network.graphql(CREATE_EMPLOYEE_DISCOUNT, {
      createEmployeeDiscount: { discountID: 3, discountCode: 'FPA-NEWCODE1', discountAmount: 20 },
    });
    renderScreen('/fpa', <FpaPage />, { as: EMPLOYEE_USER });
    await user.click(await screen.findByRole('button', { name: 'Create Discount Code' }));
    expect(window.location.search).toBe('?dialog=createCode');
    const dialog = await findDialog('Create Discount Code');
    expect(within(dialog).getByText('Max Available Amount is $315.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '315.01');
    expect(await within(dialog).findByText('Max Available Amount is $315.01'.replace('315.01', '315.00'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(network.variables(CREATE_EMPLOYEE_DISCOUNT)).toEqual([{ email: 'employee@demo.local', year: YEAR, amount: 20 }]),
    );
    await waitFor(() => expect(shown.success).toContain(messages.discountCodeCreated));
  });

  it('deleting a code asks first, then sends its id', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(DELETE_DISCOUNT_CODE, { deleteEmployeeDiscountCode: true });
    renderScreen('/fpa', <FpaPage />, { as: EMPLOYEE_USER });
    await user.click(await screen.findByRole('button', { name: 'Delete FPA-CODE0001' }));
    const dialog = await findDialog('Delete Discount Code?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(network.variables(DELETE_DISCOUNT_CODE)).toEqual([{ email: 'employee@demo.local', year: YEAR, discountID: 1 }]),
    );
  });

  it('a disabled employee cannot create or delete codes', async () => {
    network.graphql(EMPLOYEE_QUERY, { employee: employee({ active: false, discounts: [code(1, 0), code(2, 2, 60)] }) });
    renderScreen('/fpa', <FpaPage />, { as: EMPLOYEE_USER });
    expect(await screen.findByRole('button', { name: 'Create Discount Code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Friends And Family Code' })).toBeDisabled();
    expect(within(codes()).getByText('Disabled')).toBeInTheDocument();
    expect(within(codes()).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('an FPA admin picks an employee, sees the password, and disables them after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(EMPLOYEE_QUERY, ({ email }) => ({ employee: employee({ email, password: 'abcd2345ef' }) }));
    network.graphql(DISABLE_EMPLOYEE, { disableEmployee: { email: 'manager@demo.local', active: false } });
    const shown = captureMessages();
    renderScreen('/fpa?employee=manager%40demo.local', <FpaPage />, { as: FPA_ADMIN });
    expect(await screen.findByText('abcd2345ef')).toBeInTheDocument();
    expect(network.variables(EMPLOYEE_QUERY)).toEqual([{ email: 'manager@demo.local', year: YEAR }]);
    await user.click(screen.getByRole('button', { name: 'Disable Employee' }));
    expect(window.location.search).toContain('dialog=disable');
    const dialog = await findDialog('Disable Employee?');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(network.variables(DISABLE_EMPLOYEE)).toEqual([{ employee: 'manager@demo.local' }]));
    await waitFor(() => expect(shown.success).toContain(messages.employeeDisabled));
  });

  it('a refused allowance update shows the server’s message and keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(EMPLOYEE_QUERY, { employee: employee({ password: 'abcd2345ef' }) });
    network.graphql(UPDATE_ALLOWANCE, gqlError('BAD_USER_INPUT', 'Allowance cannot be lower than $85.00'));
    const shown = captureMessages();
    renderScreen('/fpa', <FpaPage />, { as: FPA_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Update Allowance');
    expect(within(dialog).getByText('Allowance cannot be lower than $85.00')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Total Allowance Amount'));
    await user.type(within(dialog).getByLabelText('Total Allowance Amount'), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(shown.error).toContain('Allowance cannot be lower than $85.00'));
    expect(screen.getByText('Update Allowance', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });
});
