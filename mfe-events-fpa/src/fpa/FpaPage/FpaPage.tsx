import { lazy, Suspense } from 'react';
import { notify } from '@portal/shared/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { allows, countryLabel, formatMoney, formatToronto, messages, useSession } from '@portal/shared';
import { Button, Flex, Select, Space, Tag, Tooltip, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { DataTable, type ListColumn } from '@portal/shared/list';
import { ConfirmDialog, PageError, PageLoading, useUrlDialog } from '@portal/shared/ui';
import { eventsFpaKeys } from '../../queryKeys';
import { FPA_GUIDE_URL, FPA_PARAMS } from '../../urls';
import {
  deleteDiscountCode,
  fetchEmployee,
  fetchEmployees,
  setEmployeeActive,
  type AllowanceCode,
  type Employee,
  type FriendsFamilyCode,
} from '../api';
import { canCopy, canCreateCodes, canDelete, yearOf, yearOptions } from '../fpaView';

// The dialogs load when opened: their fields (antd-form) are not needed for the page's first paint.
const dialogs = () => import('../components/FpaDialogs');
const AddEmployeeDialog = lazy(() => dialogs().then((m) => ({ default: m.AddEmployeeDialog })));
const CreateCodeDialog = lazy(() => dialogs().then((m) => ({ default: m.CreateCodeDialog })));
const UpdateAllowanceDialog = lazy(() => dialogs().then((m) => ({ default: m.UpdateAllowanceDialog })));
const FriendsFamilyDialog = lazy(() => dialogs().then((m) => ({ default: m.FriendsFamilyDialog })));

// Employee Preferred Pricing Program at /fpa (spec 002 §2-§9): the allowance card, the allowance
// codes, the employee product discount and the friends-and-family codes of one employee and year.
// FPA admins pick any employee (?employee=<email>), add, edit the allowance, disable and enable,
// and see the password; everyone else sees their own. The year is ?year= (README "Decisions").
// Dialogs are in the address (?dialog=…&id=…).

const DIALOGS = ['createCode', 'deleteCode', 'updateAllowance', 'addEmployee', 'createFriendsFamily', 'disable', 'enable'] as const;
const dollars = (amount: number) => formatMoney(Math.round(amount * 100));
const date = (value: string) => formatToronto(value, 'MMMM D, YYYY');

function statusTag(status: { code: number; description: string }) {
  const color = ['default', 'green', 'blue', 'orange'][status.code] ?? 'default';
  return <Tag color={color}>{status.description}</Tag>;
}

export function FpaPage() {
  const me = useSession((s) => s.user)!;
  const admin = allows('fpaAdmin', me);
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const dialog = useUrlDialog(DIALOGS);
  const now = Date.now();
  const year = yearOf(params.get(FPA_PARAMS.year), now);
  const email = (admin && params.get(FPA_PARAMS.employee)) || me.email;

  const employee = useQuery({ queryKey: eventsFpaKeys.employee(email, year), queryFn: ({ signal }) => fetchEmployee(email, year, signal) });
  const employees = useQuery({
    queryKey: eventsFpaKeys.employees(year),
    queryFn: ({ signal }) => fetchEmployees(year, signal),
    enabled: admin,
  });
  const refresh = () => client.invalidateQueries({ queryKey: eventsFpaKeys.all });

  const setParam = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const copy = async (code: string, text: string = messages.copied) => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    notify.success(text);
  };

  const header = (
    <Flex gap={12} wrap align="center" justify="space-between">
      <Typography.Title level={4} style={{ margin: 0 }}>
        Employee Preferred Pricing Program
      </Typography.Title>
      <Space wrap>
        {admin && (
          <Select
            aria-label="Employee"
            style={{ minWidth: 280 }}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Employee"
            loading={employees.isPending}
            value={email.toLowerCase()}
            options={(employees.data ?? []).map((e) => ({
              value: e.email.toLowerCase(),
              label: `${e.firstName} ${e.lastName} (${e.email})${e.active ? '' : ' - disabled'}`,
            }))}
            onChange={(value: string) => setParam(FPA_PARAMS.employee, value)}
          />
        )}
        <Select
          aria-label="Allowance Year"
          value={year}
          options={yearOptions(now).map((y) => ({ value: y, label: String(y) }))}
          onChange={(y: number) => setParam(FPA_PARAMS.year, String(y))}
        />
        {admin && <Button onClick={() => dialog.open('addEmployee')}>Add Employee</Button>}
      </Space>
    </Flex>
  );

  const addDialog = dialog.name === 'addEmployee' && admin && (
    <Suspense fallback={null}>
      <AddEmployeeDialog
        onClose={dialog.close}
        onDone={(added, password) => {
          notify.success(password ? `${messages.employeeAdded}. Password: ${password}` : messages.employeeAdded);
          void refresh();
          dialog.close();
          setParam(FPA_PARAMS.employee, added);
        }}
      />
    </Suspense>
  );

  if (employee.isPending) return <PageLoading />;
  if (employee.isError) return <PageError title={employee.error.message} onRetry={() => void employee.refetch()} />;
  if (!employee.data)
    return (
      <Flex vertical gap={16}>
        {header}
        {/* spec 002 §8: a user with no employee record. */}
        <Typography.Text type="danger">
          {admin && email !== me.email ? 'This employee does not exist.' : messages.employeeEmailNotSetUp}
        </Typography.Text>
        {addDialog}
      </Flex>
    );

  const e: Employee = employee.data;
  const creatable = canCreateCodes(e.active, year, now);
  const codeColumns: ListColumn<AllowanceCode>[] = [
    {
      id: 'code',
      title: 'Discount Code',
      render: (c) => (
        <Space>
          <Typography.Text code>{c.discountCode}</Typography.Text>
          {canCopy(c.status.code) && (
            <Button size="small" type="link" aria-label={`Copy ${c.discountCode}`} onClick={() => void copy(c.discountCode)}>
              Copy
            </Button>
          )}
        </Space>
      ),
    },
    { id: 'amount', title: 'Amount', align: 'right', render: (c) => dollars(c.discountAmount) },
    { id: 'status', title: 'Status', render: (c) => statusTag(c.status) },
    { id: 'created', title: 'Created At', render: (c) => date(c.createdDate) },
    { id: 'expires', title: 'Expires At', render: (c) => date(c.expiryDate) },
    {
      id: 'order',
      title: 'Order',
      render: (c) =>
        c.order ? (
          <a href={c.order.url} target="_blank" rel="noreferrer">
            {c.order.orderNumber}
          </a>
        ) : (
          ''
        ),
    },
  ];
  const ffColumns: ListColumn<FriendsFamilyCode>[] = [
    { id: 'email', title: 'Email', render: (c) => c.email },
    { id: 'name', title: 'Name', render: (c) => [c.firstName, c.lastName].filter(Boolean).join(' ') },
    { id: 'code', title: 'Discount Code', render: (c) => <Typography.Text code>{c.discountCode}</Typography.Text> },
    { id: 'country', title: 'Discount Country', render: (c) => countryLabel(c.country) },
    { id: 'status', title: 'Status', render: (c) => statusTag(c.status) },
    { id: 'created', title: 'Created', render: (c) => date(c.createdDate) },
    { id: 'expires', title: 'Expires', render: (c) => date(c.expiryDate) },
    {
      id: 'order',
      title: 'Order',
      render: (c) =>
        c.order ? (
          <a href={c.order.url} target="_blank" rel="noreferrer">
            {c.order.orderNumber}
          </a>
        ) : (
          ''
        ),
    },
  ];
  const deleting = dialog.name === 'deleteCode' ? e.discounts.find((c) => String(c.discountID) === dialog.id) : undefined;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1280 }}>
      {header}
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>
          {e.firstName} {e.lastName}
        </Typography.Text>
        <Typography.Text type="secondary">{e.email}</Typography.Text>
        <Tag>#{e.employeeNumber}</Tag>
        {e.active ? <Tag color="green">Active</Tag> : <Tag color="red">Disabled</Tag>}
        {admin &&
          (e.active ? (
            <Button danger onClick={() => dialog.open('disable')}>
              Disable Employee
            </Button>
          ) : (
            <Button onClick={() => dialog.open('enable')}>Enable Employee</Button>
          ))}
      </Flex>

      <Card
        title="Free Product Allowance"
        extra={
          <a href={FPA_GUIDE_URL} target="_blank" rel="noreferrer">
            Guide
          </a>
        }
      >
        <Descriptions column={{ xs: 1, sm: 2, md: 4 }}>
          <Descriptions.Item label="Total Allowance Amount">
            <Space>
              <span data-testid="fpa-total">{dollars(e.totalAllowance)}</span>
              {admin && year === yearOptions(now)[0] && (
                <Button size="small" type="link" onClick={() => dialog.open('updateAllowance')}>
                  Edit
                </Button>
              )}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="Available Amount">
            <span data-testid="fpa-available">{dollars(e.available)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Allowance Year">{e.year}</Descriptions.Item>
          {admin && <Descriptions.Item label="Password">{e.password ?? ''}</Descriptions.Item>}
        </Descriptions>
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">{`Max Available Amount is ${dollars(e.maxAvailable)}`}</Typography.Text>
            <Tooltip title={creatable ? undefined : e.active ? 'Codes are created in the current year.' : 'The employee is disabled.'}>
              <Button type="primary" disabled={!creatable} onClick={() => dialog.open('createCode')}>
                Create Discount Code
              </Button>
            </Tooltip>
          </Flex>
          <DataTable<AllowanceCode>
            aria-label="Allowance codes"
            columns={codeColumns}
            rows={e.discounts}
            getRowId={(c) => c.discountID}
            empty="No discount codes yet."
            rowActions={(c) =>
              canDelete(c.status.code, e.active, year, now) ? (
                <Button
                  size="small"
                  danger
                  type="text"
                  aria-label={`Delete ${c.discountCode}`}
                  onClick={() => dialog.open('deleteCode', c.discountID)}
                >
                  Delete
                </Button>
              ) : null
            }
          />
        </Flex>
      </Card>

      <Card title="Employee Product Discount">
        <Space>
          <Typography.Text code>{e.defaultDiscount}</Typography.Text>
          <Button size="small" type="link" onClick={() => void copy(e.defaultDiscount)}>
            Copy
          </Button>
        </Space>
      </Card>

      <Card
        title="Friends And Family Discount"
        extra={
          <Button disabled={!creatable} onClick={() => dialog.open('createFriendsFamily')}>
            Create Friends And Family Code
          </Button>
        }
      >
        <DataTable<FriendsFamilyCode>
          aria-label="Friends and family codes"
          columns={ffColumns}
          rows={e.friendsFamily}
          getRowId={(c) => c.discountID}
          empty="No friends and family codes yet."
        />
      </Card>

      {dialog.name === 'createCode' && creatable && (
        <Suspense fallback={null}>
          <CreateCodeDialog
            email={e.email}
            year={year}
            maxAvailable={e.maxAvailable}
            onClose={dialog.close}
            onDone={(code) => {
              void copy(code, messages.discountCodeCreated);
              void refresh();
              dialog.close();
            }}
          />
        </Suspense>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Discount Code?"
          okText="Delete"
          danger
          onClose={dialog.close}
          onConfirm={async () => {
            await deleteDiscountCode(e.email, year, deleting.discountID);
            notify.success(messages.discountCodeDeleted);
            await refresh();
          }}
        >
          {`Delete ${deleting.discountCode} (${dollars(deleting.discountAmount)})? Its amount becomes available again.`}
        </ConfirmDialog>
      )}
      {dialog.name === 'updateAllowance' && admin && (
        <Suspense fallback={null}>
          <UpdateAllowanceDialog
            email={e.email}
            year={year}
            total={e.totalAllowance}
            minAllowance={e.minAllowance}
            onClose={dialog.close}
            onDone={() => {
              notify.success(messages.allowanceUpdated);
              void refresh();
              dialog.close();
            }}
          />
        </Suspense>
      )}
      {dialog.name === 'createFriendsFamily' && creatable && (
        <Suspense fallback={null}>
          <FriendsFamilyDialog
            employee={e.email}
            year={year}
            onClose={dialog.close}
            onDone={() => {
              notify.success(messages.friendsFamilyCreated);
              void refresh();
              dialog.close();
            }}
          />
        </Suspense>
      )}
      {addDialog}
      {(dialog.name === 'disable' || dialog.name === 'enable') && admin && (
        <EnableDialog employee={e} enable={dialog.name === 'enable'} onClose={dialog.close} onDone={refresh} />
      )}
    </Flex>
  );
}

function EnableDialog({
  employee,
  enable,
  onClose,
  onDone,
}: {
  employee: Employee;
  enable: boolean;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const change = useMutation({ mutationFn: () => setEmployeeActive(employee.email, enable) });
  return (
    <ConfirmDialog
      title={enable ? 'Enable Employee?' : 'Disable Employee?'}
      okText={enable ? 'Enable' : 'Disable'}
      danger={!enable}
      onClose={onClose}
      onConfirm={async () => {
        await change.mutateAsync();
        notify.success(enable ? messages.employeeEnabled : messages.employeeDisabled);
        await onDone();
      }}
    >
      {enable
        ? `${employee.firstName} ${employee.lastName} becomes active again and their unused discount codes are reactivated.`
        : `${employee.firstName} ${employee.lastName} becomes inactive and every active discount code they created is disabled.`}
    </ConfirmDialog>
  );
}
