import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isValidEmail, messages, notify } from '@portal/shared';
import { Checkbox, Flex, Modal, Select, Tag } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { resendEmail, type OrderRow } from '../api';

// Re-send e-mail (spec 000 §5, §7, §8): a list of addresses, each checked against a standard
// pattern ('Please enter a valid email.'); Send is disabled while the list is empty or any entry is
// invalid. With or without the order's details; 'Email sent to' and the addresses on success.

export function ResendEmailDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const [addresses, setAddresses] = useState<string[]>([]);
  const [details, setDetails] = useState(true);
  const [discounts, setDiscounts] = useState(false);
  const invalid = addresses.filter((a) => !isValidEmail(a));
  // A failure is shown by the shared client ('An error occured while sending the email, please try again later.').
  const send = useMutation({
    mutationFn: () => resendEmail({ orderId: order.id, discounts, user: addresses.join(',') }, details),
    onSuccess: ({ sent }) => {
      notify.success(`${messages.emailSentTo} ${sent.join(', ')}`);
      onClose();
    },
  });

  return (
    <Modal
      open
      title={`Re-send Email for Order #${order.number}`}
      okText="Send"
      okButtonProps={{ disabled: !addresses.length || invalid.length > 0 }}
      confirmLoading={send.isPending}
      onOk={() => send.mutate()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label="Send to"
          validateStatus={invalid.length ? 'error' : undefined}
          help={invalid.length ? messages.invalidEmail : undefined}
        >
          <Select
            aria-label="Email addresses"
            mode="tags"
            open={false}
            tokenSeparators={[',', ';', ' ']}
            placeholder="Type an address and press Enter"
            value={addresses}
            onChange={(values: string[]) => setAddresses(values.map((v) => v.trim()).filter(Boolean))}
            tagRender={({ label, value, closable, onClose: remove }) => (
              <Tag
                color={isValidEmail(String(value)) ? undefined : 'error'}
                closable={closable}
                onClose={remove}
                style={{ marginInlineEnd: 4 }}
              >
                {label}
              </Tag>
            )}
          />
        </Form.Item>
        <Flex vertical gap={4}>
          <Checkbox checked={details} onChange={(e) => setDetails(e.target.checked)}>
            Include order details
          </Checkbox>
          <Checkbox checked={discounts} disabled={!details} onChange={(e) => setDiscounts(e.target.checked)}>
            Show discounts
          </Checkbox>
        </Flex>
      </Form>
    </Modal>
  );
}
