import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { countryName, EXTERNAL_FLAG_LABELS, EXTERNAL_FLAGS, EXTERNAL_MESSAGES, externalFormProblem } from '@portal/shared';
import { Button, Flex, Modal, Select, Typography } from '@portal/shared/antd';
import { Descriptions } from '@portal/shared/antd-detail';
import { Form } from '@portal/shared/antd-form';
import { adminKeys } from '../../queryKeys';
import { completeSetupRequest, fetchCustomerOptions, type SetupRequest } from '../api';

// Completing a setup request (spec 002 §2, §4, §5 rep view): the rep assigns at least one customer
// (their own, GET /api/customers; a manager picks among the request's rep's, GET /api/customer/{rep});
// customer 90000 is never offered. Completing creates the user, who is e-mailed.

export interface CompleteSetupDialogProps {
  request: SetupRequest;
  /** Manager view: the customers of the request's rep; rep view: the rep's own. */
  managerView: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function CompleteSetupDialog({ request, managerView, onClose, onDone }: CompleteSetupDialogProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const rep = managerView ? request.rep.number : null;
  const options = useQuery({ queryKey: adminKeys.customerOptions(rep), queryFn: ({ signal }) => fetchCustomerOptions(rep, signal) });
  const problem = externalFormProblem({ ...request, password: '', rep: request.rep.number, country: 'C', customers: chosen }, 'complete');
  const complete = useMutation({
    mutationFn: () => completeSetupRequest(request.id, chosen),
    onSuccess: () => onDone(EXTERNAL_MESSAGES.requestCompleted),
  });
  return (
    <Modal
      open
      width={800}
      title={`Setup Request #${request.id}`}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end" align="center">
          {problem && <Typography.Text type="secondary">{problem}</Typography.Text>}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" disabled={!!problem} loading={complete.isPending} onClick={() => complete.mutate()}>
            Complete Request
          </Button>
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'name', label: 'Name', children: `${request.firstName} ${request.lastName}` },
          { key: 'email', label: 'Email', children: request.email },
          { key: 'company', label: 'Company', children: request.company },
          { key: 'country', label: 'Country', children: countryName(request.country) },
          { key: 'rep', label: 'Rep', children: `${request.rep.number} ${request.rep.name}` },
          {
            key: 'access',
            label: 'Access',
            children:
              EXTERNAL_FLAGS.filter((f) => request[f])
                .map((f) => EXTERNAL_FLAG_LABELS[f])
                .join(', ') || '–',
          },
        ]}
      />
      <Form layout="vertical" style={{ marginTop: 16 }} disabled={complete.isPending}>
        <Form.Item label="Customers" htmlFor="setup-customers">
          <Select
            id="setup-customers"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            options={options.data ?? []}
            value={chosen}
            onChange={(list: string[]) => setChosen(list)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
