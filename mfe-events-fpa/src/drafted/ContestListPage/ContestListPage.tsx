import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DEFAULT_CONTEST_SORT, formatToronto } from '@portal/shared';
import { Button } from '@portal/shared/antd';
import { ListPage, listQueryProps, parseAsDescFlag, useListState, type ListColumn } from '@portal/shared/list';
import { eventsFpaKeys } from '../../queryKeys';
import { contestPath } from '../../urls';
import { fetchContests, type ContestRow } from '../api';
import { ContestDialog } from '../components/ContestDialog';

// /drafted/contests (spec 002 §2): every contest in a sortable table; the sort lives in the address
// as sortBy and desc (1 or 0), sorted by the server. Create Contest opens the dialog
// (?action=create); a row opens the contest.

const when = (value: string) => formatToronto(value, 'YYYY-MM-DD h:mm:ss A');
const columns: ListColumn<ContestRow>[] = [
  { id: 'id', title: 'ID', sortKey: 'id', firstOrder: 'desc', hideable: false },
  { id: 'name', title: 'Name', sortKey: 'name' },
  { id: 'organization', title: 'Organization', sortKey: 'organization', render: (c) => c.organization.name },
  {
    id: 'logo',
    title: 'logo',
    label: 'Logo',
    render: (c) => <img src={c.logoUrl} alt={`${c.name} logo`} width={40} height={40} style={{ objectFit: 'contain' }} />,
  },
  {
    id: 'submissionStart',
    title: 'Submission Start',
    sortKey: 'submissionStart',
    firstOrder: 'desc',
    render: (c) => when(c.submissionStart),
  },
  { id: 'voteStart', title: 'Voting Start', sortKey: 'voteStart', firstOrder: 'desc', render: (c) => when(c.voteStart) },
  { id: 'voteEnd', title: 'Voting End', sortKey: 'voteEnd', firstOrder: 'desc', render: (c) => when(c.voteEnd) },
  { id: 'league', title: 'League', sortKey: 'league', render: (c) => c.organization.league ?? '' },
  { id: 'team', title: 'Team', sortKey: 'team', render: (c) => c.organization.team ?? '' },
  { id: 'sponsor', title: 'Sponsor', sortKey: 'sponsor', render: (c) => c.sponsor?.name ?? '' },
];

export function ContestListPage() {
  const navigate = useNavigate();
  const list = useListState({
    listId: 'drafted.contests',
    defaultOrderBy: DEFAULT_CONTEST_SORT,
    defaultOrder: 'desc',
    keys: { orderBy: 'sortBy', order: 'desc' },
    orderParser: parseAsDescFlag,
  });
  const sortBy = list.orderBy;
  const desc = list.order === 'desc';
  const contests = useQuery({
    queryKey: eventsFpaKeys.contests(sortBy, desc),
    queryFn: ({ signal }) => fetchContests(sortBy, desc, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage<ContestRow>
      list={list}
      title="Drafted Contests"
      columns={columns}
      // Every contest at once: the list's size is the answer's.
      {...listQueryProps(contests, { rows: (all) => all, total: (all) => all.length })}
      exactTotal
      getRowId={(c) => c.id}
      getRowHref={(c) => contestPath(c.id)}
      noSearch
      toolbarExtra={
        <Button type="primary" onClick={() => list.openDialog('create')}>
          Create Contest
        </Button>
      }
    >
      {list.dialog.action === 'create' && <ContestDialog onClose={list.closeDialog} onDone={(id) => navigate(contestPath(id))} />}
    </ListPage>
  );
}
