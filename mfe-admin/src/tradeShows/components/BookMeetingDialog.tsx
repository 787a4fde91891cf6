import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Input, Modal, Select } from '@portal/shared/antd';
import { Form } from '@portal/shared/antd-form';
import { formatToronto, MEETING_COMMENT_MAX, MEETING_TEXT_MAX, minutesBetween, SCHEDULE_MESSAGES, SLOT_MINUTES } from '@portal/shared';
import { adminKeys } from '../../queryKeys';
import { bookMeeting, fetchScheduleReps, type ScheduleDay, type TradeShow } from '../api';
import { columnLabel } from './ScheduleGrid';

// Book a meeting (ours: the spec shows no booking call; README "Trade-show schedule"). The slot
// picked on the grid is the start; the length is singleSessionLength to maxSessionLength in
// 30-minute steps, within the day. Rep 000 and view_appointments users pick the host; a rep books
// for themselves. The server checks every rule again (slot, overlap, window, quota).

export interface BookMeetingDialogProps {
  show: TradeShow;
  day: ScheduleDay;
  station: string | null;
  start: Date;
  /** Rep 000 or view_appointments: books for any rep. */
  chooseHost: boolean;
  defaultHost: string | null;
  onClose: () => void;
}

interface Values {
  length: number;
  host?: string;
  customer?: string;
  customerName: string;
  atendee: string;
  email: string;
  phone?: string;
  comment?: string;
}

export function lengthOptions(
  show: Pick<TradeShow, 'singleSessionLength' | 'maxSessionLength'>,
  day: Pick<ScheduleDay, 'endTime'>,
  start: Date,
): number[] {
  const left = minutesBetween(start, day.endTime);
  const out: number[] = [];
  for (let m = show.singleSessionLength; m <= Math.min(show.maxSessionLength, left); m += SLOT_MINUTES) out.push(m);
  return out;
}

export function BookMeetingDialog({ show, day, station, start, chooseHost, defaultHost, onClose }: BookMeetingDialogProps) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const { message } = App.useApp();
  const reps = useQuery({ queryKey: adminKeys.scheduleReps(), queryFn: ({ signal }) => fetchScheduleReps(signal), enabled: chooseHost });
  const lengths = lengthOptions(show, day, start);
  const book = useMutation({
    mutationFn: (v: Values) =>
      bookMeeting({
        show: show.name,
        station,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + v.length * 60_000).toISOString(),
        host: chooseHost ? v.host : null,
        customer: v.customer || null,
        customerName: v.customerName,
        atendee: v.atendee,
        email: v.email,
        phone: v.phone || null,
        comment: v.comment || null,
      }),
    onSuccess: async () => {
      void message.success(SCHEDULE_MESSAGES.booked);
      await client.invalidateQueries({ queryKey: adminKeys.tradeShow(show.name) });
      onClose();
    },
  });
  const required = (text: string) => [{ required: true, whitespace: true, message: text }];
  return (
    <Modal
      open
      title="Book a Meeting"
      okText="Book"
      cancelText="Close"
      confirmLoading={book.isPending}
      okButtonProps={{ disabled: !lengths.length }}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (v) => book.mutate(v),
          () => undefined,
        )
      }
    >
      <p>
        {columnLabel(station)}, {day.name}, {formatToronto(start, 'h:mm A')} (Toronto time)
      </p>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ length: lengths[0], host: defaultHost ?? undefined }}
        disabled={book.isPending}
      >
        <Form.Item name="length" label="Length" rules={[{ required: true, message: SCHEDULE_MESSAGES.slot }]}>
          <Select aria-label="Length" options={lengths.map((m) => ({ value: m, label: `${m} minutes` }))} />
        </Form.Item>
        {chooseHost && (
          <Form.Item name="host" label="Rep" rules={[{ required: true, message: SCHEDULE_MESSAGES.unknownHost }]}>
            <Select aria-label="Rep" showSearch optionFilterProp="label" loading={reps.isLoading} options={reps.data ?? []} />
          </Form.Item>
        )}
        <Form.Item name="customerName" label="Customer" rules={required(SCHEDULE_MESSAGES.customerNameRequired)}>
          <Input maxLength={MEETING_TEXT_MAX} />
        </Form.Item>
        <Form.Item name="customer" label="Customer number (optional)">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="atendee" label="Attendee" rules={required(SCHEDULE_MESSAGES.attendeeRequired)}>
          <Input maxLength={MEETING_TEXT_MAX} />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email', message: SCHEDULE_MESSAGES.emailInvalid }]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="phone" label="Phone">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="comment" label="Comment">
          <Input.TextArea maxLength={MEETING_COMMENT_MAX} showCount rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
