import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Select } from '@portal/shared/antd';
import { Descriptions } from '@portal/shared/antd-detail';
import { formatToronto, messages, SCHEDULE_MESSAGES, WALK_THROUGH_LABEL } from '@portal/shared';
import { ConfirmDialog } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { deleteMeeting, moveMeeting, type Meeting, type TradeShow } from '../api';
import { columnLabel, meetingTitle } from './ScheduleGrid';

// A meeting (spec 002 §2, §6, §7): its details as the server shows them to the user; its host (or
// rep 000 / view_appointments) moves it to another station or the walk-through (PUT
// /api/schedule/station) or deletes it (POST /api/schedule/delete; the customer is e-mailed). Rep
// 000 sees the host in the delete confirmation.

export interface MeetingDialogProps {
  show: TradeShow;
  meeting: Meeting;
  canChange: boolean;
  /** spec 002 §6: rep 000 sees the host details in the delete confirmation. */
  hostInConfirmation: boolean;
  onClose: () => void;
}

const WALK = '__walk';

export function MeetingDialog({ show, meeting, canChange, hostInConfirmation, onClose }: MeetingDialogProps) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [station, setStation] = useState<string>(meeting.station ?? WALK);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.tradeShow(show.name) });
  const move = useMutation({
    mutationFn: () =>
      moveMeeting({
        show: show.name,
        host: meeting.host,
        start: meeting.startTime,
        end: meeting.endTime,
        station: station === WALK ? null : station,
      }),
    onSuccess: async () => {
      void message.success(messages.stationUpdated);
      await refresh();
      onClose();
    },
  });
  const when = `${formatToronto(meeting.startTime, 'ddd MMM D, h:mm A')} – ${formatToronto(meeting.endTime, 'h:mm A')}`;
  const items = [
    { key: 'when', label: 'Time', children: when },
    { key: 'station', label: 'Station', children: columnLabel(meeting.station) },
    { key: 'host', label: 'Rep', children: meeting.hostName ? `${meeting.hostName} (${meeting.host})` : meeting.host },
    ...(meeting.customerName
      ? [
          { key: 'customer', label: 'Customer', children: [meeting.customerName, meeting.customer].filter(Boolean).join(' · ') },
          { key: 'atendee', label: 'Attendee', children: meeting.atendee },
          { key: 'email', label: 'Email', children: meeting.email },
          { key: 'phone', label: 'Phone', children: meeting.phone ?? '' },
          { key: 'comment', label: 'Comment', children: meeting.comment ?? '' },
        ]
      : []),
  ];
  return (
    <>
      <Modal open title={meetingTitle(meeting)} onCancel={onClose} footer={null}>
        <Descriptions column={1} size="small" items={items} />
        {canChange && (
          <Flex gap={8} wrap align="center" style={{ marginTop: 16 }}>
            <Select
              aria-label="Move to station"
              style={{ minWidth: 180 }}
              value={station}
              onChange={setStation}
              options={[
                ...show.stations.map((s) => ({ value: s.station, label: columnLabel(s.station) })),
                { value: WALK, label: WALK_THROUGH_LABEL },
              ]}
            />
            <Button type="primary" loading={move.isPending} disabled={station === (meeting.station ?? WALK)} onClick={() => move.mutate()}>
              Move
            </Button>
            <Button danger onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </Flex>
        )}
      </Modal>
      {confirming && (
        <ConfirmDialog
          title="Delete Meeting"
          okText="Delete"
          danger
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await deleteMeeting({
              show: show.name,
              station: meeting.station,
              rep: meeting.host,
              startTime: meeting.startTime,
              endTime: meeting.endTime,
            });
            void message.success(SCHEDULE_MESSAGES.deleted);
            await refresh();
            onClose();
          }}
        >
          <p>
            Delete the meeting with {meeting.customerName ?? 'the customer'} on {when}? The customer is e-mailed that it is cancelled.
          </p>
          {hostInConfirmation && <p>Host: {meeting.hostName ? `${meeting.hostName} (rep ${meeting.host})` : `rep ${meeting.host}`}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}
