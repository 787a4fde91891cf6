import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { fill, formatMoney, formatToronto, messages, notify, templateMessages, useAllows } from '@portal/shared';
import { Button, Flex, Modal, Space, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { PageError, PageLoading, PageNotFound, useUrlDialog } from '@portal/shared/ui';
import { DeleteOutlined, EditOutlined } from '@portal/shared/icons';
import { DataTable, type ListColumn } from '@portal/shared/list';
import { orderInListPath, templateListPath } from '../../urls';
import { deleteTemplate, fetchTemplate, type TemplateDetail, type TemplateLine } from '../api';
import { TemplateFormDialog } from '../components/TemplateFormDialog';
import { ordersKeys } from '../../queryKeys';

// /templates/{orderId} (spec 000 §2): the template's order in summary, its items, the reps it is
// shared with, and for templateEdit/approve users Edit and Delete (spec 000 §6). The open dialog is
// in the URL (?dialog=edit|delete, useUrlDialog), so a reload or a shared link lands on it. Delete asks first;
// spec 000 §8: success 'Template #{id} deleted successfully.', failure '…deleting the template…'.

const ACTIONS = ['edit', 'delete'] as const;

const lineColumns: ListColumn<TemplateLine>[] = [
  { id: 'styleCode', title: 'Style' },
  { id: 'name', title: 'Name' },
  { id: 'color', title: 'Colour' },
  { id: 'quantity', title: 'Quantity', align: 'right' },
];

export function TemplateDetailPage() {
  const { orderId: param } = useParams();
  const orderId = Number(param);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const canEdit = useAllows('templateEdit');
  const dialog = useUrlDialog(ACTIONS);
  const action = dialog.name;
  const template = useQuery({
    queryKey: ordersKeys.template(orderId),
    queryFn: ({ signal }) => fetchTemplate(orderId, signal),
    enabled: valid,
  });

  if (!valid || template.data === null) {
    return <PageNotFound title={templateMessages.notFound} backTo={templateListPath} backText="Back to Templates" />;
  }
  if (template.error) {
    return (
      <PageError
        title={template.error instanceof Error ? template.error.message : templateMessages.loadFailed}
        onRetry={() => void template.refetch()}
      />
    );
  }
  if (!template.data) return <PageLoading />;
  const t = template.data;

  return (
    <Flex vertical gap="middle">
      <Flex align="center" justify="space-between" wrap gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {`Template #${t.id}: ${t.name}`}
        </Typography.Title>
        <Space>
          <Link to={templateListPath}>Templates</Link>
          {canEdit && (
            <>
              <Button icon={<EditOutlined />} onClick={() => dialog.open('edit')}>
                Edit
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={() => dialog.open('delete')}>
                Delete
              </Button>
            </>
          )}
        </Space>
      </Flex>
      <Card title="Order">
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'order', label: 'Order #', children: <Link to={orderInListPath('orders', t.orderId)}>{t.order}</Link> },
            { key: 'customer', label: 'Customer', children: `${t.customer} - ${t.customerName}` },
            { key: 'status', label: 'Status', children: t.statusString },
            { key: 'type', label: 'Type', children: t.type },
            { key: 'orderType', label: 'Order Type', children: t.orderTypeName ?? t.orderType },
            { key: 'po', label: 'PO', children: t.po ?? '' },
            { key: 'items', label: 'Items', children: t.items },
            { key: 'total', label: 'Total', children: formatMoney(Math.round(t.total * 100), t.currency) },
            { key: 'created', label: 'Created', children: `${formatToronto(t.created_at)}${t.createdBy ? ` by ${t.createdBy}` : ''}` },
          ]}
        />
      </Card>
      <Card title="Reps">
        {t.reps.length ? (
          <ul aria-label="Reps" style={{ margin: 0, paddingInlineStart: 20 }}>
            {t.reps.map((r) => (
              <li key={r.code}>
                {`${r.name} (${r.code})`}
                {r.email && (
                  <>
                    {' '}
                    <a href={`mailto:${r.email}`}>{r.email}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">Not shared with any rep.</Typography.Text>
        )}
      </Card>
      <Card title="Items">
        <DataTable<TemplateLine> aria-label="Items" columns={lineColumns} rows={t.lines} getRowId={(l) => l.id} />
      </Card>
      {canEdit && action === 'edit' && <TemplateFormDialog template={t} onClose={dialog.close} />}
      {canEdit && action === 'delete' && <DeleteTemplateDialog template={t} onClose={dialog.close} />}
    </Flex>
  );
}

function DeleteTemplateDialog({ template, onClose }: { template: TemplateDetail; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteTemplate(template.id),
    onSuccess: (id) => {
      notify.success(fill(messages.templateDeleted, { id }));
      queryClient.removeQueries({ queryKey: ordersKeys.template(template.orderId) });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.templates() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.templateFilters() });
      void navigate(templateListPath);
    },
    // Failure: the shared helper showed messages.templateDeleteFailed (or the server's refusal).
    onError: onClose,
  });
  return (
    <Modal
      open
      title={`Delete template #${template.id}?`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onOk={() => remove.mutate()}
      onCancel={onClose}
      confirmLoading={remove.isPending}
      destroyOnHidden
    >
      {`"${template.name}" will no longer be offered as a template. Order #${template.order} itself is kept.`}
    </Modal>
  );
}
