import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DESIGN_SAMPLE_MESSAGES as M, dayjs, earliestPoDate, fill, isWeekend, notify, poDateProblem, torontoToday } from '@portal/shared';
import { Flex, Modal, Typography } from '@portal/shared/antd';
import { DatePicker } from '@portal/shared/antd-form';
import { usePickerValue } from '@portal/shared/ui';
import { createPo } from '../api';

// Create Po (spec 002 §4, §5, §9: at status 1): the required date at least 20 days from today
// (Toronto), no weekend; days before the earliest and weekends cannot be picked, the helper reads
// 'Earliest date required is {date}', and a typed date earlier than that is refused with it
// (shared poDateProblem, which the server runs too).

export function CreatePoDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => Promise<unknown> }) {
  const today = torontoToday();
  const earliest = earliestPoDate(today);
  const [date, setDate] = useState<string | null>(null);
  const picked = usePickerValue(date);
  const problem = date ? poDateProblem(date, today) : null;
  const save = useMutation({
    mutationFn: () => createPo(id, date!),
    onSuccess: async (po) => {
      notify.success(fill('PO {po} created', { po }));
      await onDone();
      onClose();
    },
  });
  return (
    <Modal
      open
      title="Create Po"
      okText="Create Po"
      onOk={() => save.mutate()}
      okButtonProps={{ disabled: !date || !!problem, loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <label htmlFor="po-required">Date Required</label>
        <DatePicker
          id="po-required"
          format="YYYY-MM-DD"
          value={picked}
          onChange={(d) => setDate(d ? d.format('YYYY-MM-DD') : null)}
          disabledDate={(d) => d.format('YYYY-MM-DD') < earliest || isWeekend(d.format('YYYY-MM-DD'))}
          defaultPickerValue={dayjs(earliest)}
          status={problem ? 'error' : undefined}
        />
        <Typography.Text type={problem ? 'danger' : 'secondary'}>
          {problem ?? fill(M.earliestDateRequired, { date: earliest })}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
