import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { checkReturnAction, messages, useSession } from '@portal/shared';
import { Button, Flex, Tag, Typography } from '@portal/shared/antd';
import { EditOutlined, RollbackOutlined } from '@portal/shared/icons';
import { fetchReturnCodes } from '../../returnForm/api';
import { fetchReturn, fetchTimeline } from '../api';
import { flowReturnOf } from '../flowReturn';
import { ActionBar } from '../components/ActionBar';
import { FilesCard } from '../components/FilesCard';
import { ItemsCard, RefundLinesCard } from '../components/ItemsCard';
import { PeopleCard } from '../components/PeopleCard';
import { SummaryCard } from '../components/SummaryCard';
import { TimelineCard } from '../components/TimelineCard';
import { returnEditPath, returnsListPath } from '../../urls';
import { ChangeHistory, PageError, PageLoading, useBack } from '@portal/shared/ui';
import { returnsKeys } from '../../queryKeys';
import { useLiveRecord } from '@portal/shared/live';

/** What the return page calls the rows of its audited tables (server/src/platform/audit.ts). */
const RETURN_TABLE_LABELS: Record<string, string> = {
  returns: 'Return',
  return_items: 'Item',
  return_item_sizes: 'Size quantities',
  return_charges: 'Charge',
  return_shipping: 'Shipping',
  return_comments: 'Timeline post',
};

// /returns/{returnId} (spec 001 §2.1): items, summary, comments and timeline, customer, rep, CSR,
// files and invoices; the Edit link when status is below 2 or 2 with subStatus 0 (and the user may
// edit items); Back to the previous path or /returns; the action buttons of the state machine.

/** spec 001 §9: detail pages are at most 1060 px wide. */
const MAX_WIDTH = 1060;

export function ReturnDetailPage() {
  const id = Number(useParams().id);
  const user = useSession((s) => s.user);
  const client = useQueryClient();
  const ret = useQuery({
    queryKey: returnsKeys.detail(id),
    queryFn: ({ signal }) => fetchReturn(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  const timeline = useQuery({
    queryKey: returnsKeys.timeline(id),
    queryFn: ({ signal }) => fetchTimeline(id, signal),
    enabled: ret.isSuccess,
  });
  // A change saved by someone else (an approval, a comment) shows within a moment (README "Live updates").
  useLiveRecord('return', id, [returnsKeys.detail(id), returnsKeys.timeline(id)]);
  const codes = useQuery({ queryKey: returnsKeys.codes(), queryFn: ({ signal }) => fetchReturnCodes(signal), staleTime: 10 * 60_000 });

  const refresh = () => {
    void client.invalidateQueries({ queryKey: returnsKeys.all });
  };
  // spec 001 §2.1: Back goes to the previous path, or to /returns.
  const back = useBack(returnsListPath());

  const header = (
    <Flex gap={8} align="center" wrap>
      <Button icon={<RollbackOutlined />} onClick={back}>
        Back
      </Button>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {ret.data ? `Return #${ret.data.returnNumb}` : 'Return'}
      </Typography.Title>
      {ret.data && <Tag color={ret.data.status === 99 ? 'red' : ret.data.subStatus === 2 ? 'green' : 'blue'}>{ret.data.statusString}</Tag>}
    </Flex>
  );

  if (ret.isError || !(Number.isInteger(id) && id > 0)) {
    return (
      <Flex vertical gap={12} style={{ maxWidth: MAX_WIDTH }}>
        {header}
        <PageError title={ret.error instanceof Error && ret.error.message ? ret.error.message : messages.returnLoadFailed} />
      </Flex>
    );
  }
  if (!ret.data) {
    return (
      <Flex vertical gap={12} style={{ maxWidth: MAX_WIDTH }}>
        {header}
        <PageLoading />
      </Flex>
    );
  }

  const r = ret.data;
  // spec 001 §4.1: the Edit link rule (the state machine's `edit`, which also needs item-edit access).
  const canEdit = checkReturnAction(user, flowReturnOf(r), 'edit').ok;
  return (
    <Flex vertical gap={12} style={{ maxWidth: MAX_WIDTH }}>
      <Flex gap={8} align="center" justify="space-between" wrap>
        {header}
        {canEdit && (
          <Link to={returnEditPath(r.id, r.orderId)}>
            <EditOutlined /> Edit
          </Link>
        )}
      </Flex>
      <ActionBar user={user} ret={r} onDone={refresh} />
      <Flex gap={12} wrap>
        <div style={{ flex: '2 1 440px', minWidth: 0 }}>
          <SummaryCard ret={r} user={user} codes={codes.data ?? []} onSaved={refresh} />
        </div>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <PeopleCard ret={r} user={user} onSaved={refresh} />
        </div>
      </Flex>
      <ItemsCard ret={r} />
      <RefundLinesCard ret={r} />
      <FilesCard ret={r} user={user} onDeleted={refresh} />
      <TimelineCard returnId={r.id} days={timeline.data} onChanged={refresh} />
      <ChangeHistory entries={r.changes} tableLabels={RETURN_TABLE_LABELS} />
    </Flex>
  );
}
