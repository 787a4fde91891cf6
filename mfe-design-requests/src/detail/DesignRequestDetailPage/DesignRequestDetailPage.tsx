import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Space, Tag, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import {
  DESIGN_COLOR_OPTIONS,
  DR_LIMITS,
  designRequestTransition,
  fill,
  formatTorontoDate,
  maySaveDefaultIssue,
  mayPostTimeline,
  mayRequestLicenceDesign,
  messages,
  notify,
  useSession,
  type DesignRequestAction,
  sizedImageUrl,
} from '@portal/shared';
import {
  ConfirmDialog,
  loadProblemOf,
  PageLoadProblem,
  PageLoading,
  Timeline,
  useBack,
  useUrlDialog,
  type TimelineDay,
  StoredImage,
} from '@portal/shared/ui';
import {
  acceptRequest,
  advanceRequest,
  approveRequest,
  deleteComment,
  fetchDesignRequest,
  fetchTimeline,
  postComment,
  reOpenRequest,
  rejectRequest,
  returnRequest,
  suspendRequest,
  type DesignRequestDetail,
  type DesignRequestTimelineEntry,
} from '../api';
import { ProbedImage } from '../components/ProbedImage';
import { IssuePicker, selectedIssues, type IssueChoice } from '../components/IssuePicker';
import { DESIGN_REQUESTS_HOME, designLink, designRequestPath } from '../../urls';

const UploadArtDialog = lazy(() => import('../components/UploadArtDialog').then((m) => ({ default: m.UploadArtDialog })));
const SideBySideDialog = lazy(() => import('../components/SideBySideDialog').then((m) => ({ default: m.SideBySideDialog })));
const RequestDialog = lazy(() => import('../../requestForm/components/RequestDialog').then((m) => ({ default: m.RequestDialog })));
import { designRequestsKeys } from '../../queryKeys';
import { useLiveRecord } from '@portal/shared/live';

// One design request (spec 001 §2.2, §4.2, §5.2, §6): id, dates, the note panel, the art or
// 'Awaiting Art', the summary, the side panel with the visibility rules the server applies, the
// actions the state machine offers this user (from `actions`) with their confirmations and
// dialogs, and the timeline (post: artist/licence staff; delete with 'This actions is irreversible.').

const DIALOGS = [
  'accept',
  'suspend',
  'approve',
  'reOpen',
  'reject',
  'revise',
  'return',
  'raiseIssue',
  'advance',
  'update',
  'fork',
  'similar',
  'submitArt',
  'sideBySide',
] as const;
const FORM_DIALOGS = ['update', 'fork', 'similar'] as const;
type FormDialog = (typeof FORM_DIALOGS)[number];
type Dialog = (typeof DIALOGS)[number];

function timelineDays(entries: readonly DesignRequestTimelineEntry[] | undefined): TimelineDay[] | undefined {
  if (!entries) return undefined;
  const byDay = new Map<string, TimelineDay['entries'][number][]>();
  for (const e of [...entries].reverse()) {
    const day = formatTorontoDate(e.datetime);
    if (!byDay.has(day)) byDay.set(day, []);
    byDay
      .get(day)!
      .push({ key: String(e.id), kind: e.author ? 'post' : 'system', author: e.author?.name ?? 'System', at: e.datetime, text: e.text });
  }
  return [...byDay].map(([date, list]) => ({ date, entries: list }));
}

export function DesignRequestDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const user = useSession((s) => s.user);
  const client = useQueryClient();
  const back = useBack(DESIGN_REQUESTS_HOME);
  const navigate = useNavigate();
  const dialog = useUrlDialog(DIALOGS);
  const request = useQuery({
    queryKey: designRequestsKeys.request(id),
    queryFn: ({ signal }) => fetchDesignRequest(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  const timeline = useQuery({
    queryKey: designRequestsKeys.timeline(id),
    queryFn: ({ signal }) => fetchTimeline(id, signal),
    enabled: request.isSuccess,
  });
  // Someone else's post, assignment or move shows within a moment; the comment being typed stays (README "Live updates").
  useLiveRecord('design_request', id, [designRequestsKeys.request(id), designRequestsKeys.timeline(id)]);
  const refresh = () => client.invalidateQueries({ queryKey: designRequestsKeys.all });
  if (request.isPending) return <PageLoading />;
  const problem = request.error ? loadProblemOf(request.error) : null;
  // spec 001 §2.2, §6: a user who may not see the request is sent to /design_requests.
  if (problem === 'forbidden') return <Navigate to={DESIGN_REQUESTS_HOME} replace />;
  if (request.error || !request.data)
    return (
      <PageLoadProblem
        error={request.error}
        onRetry={() => void request.refetch()}
        notFoundTitle="Design request not found"
        forbiddenTitle={messages.designRequestFetchFailed}
        failedTitle={messages.designRequestFetchFailed}
      />
    );
  const r = request.data;
  const offered = r.actions as DesignRequestAction[];
  // spec 001 §6: the rep may create a similar request (the detail answer names no rep to the rep).
  const isRep = !!user && (r.user === null || r.user === undefined || r.user.email === user.email);
  const mayLicence = mayRequestLicenceDesign(user);
  const offeredForm = (d: FormDialog) => (d === 'similar' ? isRep && (!r.license || mayLicence) : offered.includes(d));
  const formDialog = FORM_DIALOGS.find((d) => d === dialog.name && offeredForm(d)) ?? null;
  const canPost = mayPostTimeline(user);
  const open = (d: Dialog) => dialog.open(d);
  const buttons: { action: DesignRequestAction; dialog: Dialog; label: string }[] = [];
  for (const action of offered) {
    const t = designRequestTransition(action);
    if (action === 'update' && updateInNote(r)) continue; // offered in the note panel
    const d: Dialog = action === 'rejectArt' ? 'reject' : (action as Dialog);
    buttons.push({ action, dialog: d, label: t.label });
  }
  return (
    <div style={{ maxWidth: 1060, margin: '0 auto' }}>
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Button onClick={back}>Back</Button>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Design Request #{r.id}
        </Typography.Title>
        <Typography.Text type="secondary">Created {formatTorontoDate(r.dateCreated)}</Typography.Text>
      </Flex>
      <NotePanel
        r={r}
        showCorrected={!!user && (user.access.artist || user.access.orderEdit)}
        onUpdate={offered.includes('update') ? () => open('update') : null}
      />
      <Flex gap={16} wrap align="start">
        <Card size="small" style={{ flex: '1 1 520px' }} title="Art">
          {r.art ? (
            <ProbedImage src={sizedImageUrl(r.art, 'card')} alt={`Art of design request ${r.id}`} width={320} />
          ) : (
            <Typography.Text type="secondary">Awaiting Art</Typography.Text>
          )}
          {r.art && r.referenceFiles.length > 0 && (
            <div>
              <Button size="small" style={{ marginTop: 8 }} onClick={() => open('sideBySide')}>
                Side by Side
              </Button>
            </div>
          )}
          <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
            <Descriptions.Item label="Width">{r.width} in</Descriptions.Item>
            <Descriptions.Item label="Height">{r.height === null || r.height === undefined ? '—' : `${r.height} in`}</Descriptions.Item>
            <Descriptions.Item label="Method">
              {r.method.name}
              {r.cc ? ' (CC)' : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Drop">{r.drop?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Text lines">{r.lines.length ? r.lines.join(' / ') : '—'}</Descriptions.Item>
            <Descriptions.Item label="Instructions">{r.instructions}</Descriptions.Item>
            <Descriptions.Item label="Tags">
              {r.tags.length ? (
                <Space wrap size={4}>
                  {r.tags.map((t) => (
                    <Tag key={t}>{t}</Tag>
                  ))}
                </Space>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            {r.license && (
              <Descriptions.Item label="Colours">
                {r.colors ? (
                  <Space wrap size={4} aria-label="Colours">
                    {(['primary', 'secondary', 'neutral', 'tonal'] as const).map((k, i) =>
                      r.colors![k] ? (
                        <Tag key={k} color={`#${r.colors![k]}`} style={{ color: '#000', textShadow: '0 0 2px #fff' }}>
                          {DESIGN_COLOR_OPTIONS[i]} #{r.colors![k]}
                        </Tag>
                      ) : null,
                    )}
                  </Space>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Art references">
              {r.referenceFiles.length ? (
                <Space wrap>
                  {r.referenceFiles.map((f) => (
                    <StoredImage
                      key={f.id}
                      src={sizedImageUrl(f.path, 'thumb')}
                      alt={f.fileName}
                      width={72}
                      height={72}
                      style={{ objectFit: 'contain' }}
                    />
                  ))}
                </Space>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            {r.designId && (
              <Descriptions.Item label="Design">
                <a href={designLink(r.designId)}>
                  {r.designId}-{r.designVar}
                </a>
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <Card size="small" style={{ flex: '0 1 300px' }} title="Request">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="Required">{r.dateRequired}</Descriptions.Item>
            <Descriptions.Item label="Status">{r.status.description}</Descriptions.Item>
            {r.user && <Descriptions.Item label="Rep">{r.user.name}</Descriptions.Item>}
            {r.customer ? (
              <Descriptions.Item label="Customer">
                {r.customer.number} - {r.customer.name}
              </Descriptions.Item>
            ) : (
              <Descriptions.Item label="League / Team / Player">
                {[r.league?.name, r.team?.name, r.player?.name].filter(Boolean).join(' / ')}
              </Descriptions.Item>
            )}
            {r.artist && <Descriptions.Item label="Artist">{r.artist.name}</Descriptions.Item>}
            <Descriptions.Item label="Revisions">{r.revisions}</Descriptions.Item>
          </Descriptions>
          {r.showStatusLine && <Alert type="success" showIcon title={`Complete: design ${r.designId}-${r.designVar}`} />}
          <Flex vertical gap={8} style={{ marginTop: 12 }}>
            {buttons.map((b) => (
              <Button key={b.action} type={b.action === 'update' ? 'primary' : undefined} onClick={() => open(b.dialog)}>
                {b.label}
              </Button>
            ))}
            {offeredForm('similar') && <Button onClick={() => open('similar')}>Create a Similar Request</Button>}
          </Flex>
        </Card>
      </Flex>
      <div style={{ marginTop: 16 }}>
        <Timeline
          days={timelineDays(timeline.data)}
          readOnly={!canPost}
          composer={<Composer id={r.id} onPosted={refresh} />}
          onDelete={async (e) => {
            await deleteComment(Number(e.key));
            await refresh();
          }}
          deleteQuestion={messages.actionIrreversible}
        />
        {!canPost && <Typography.Text type="secondary">{messages.timelineReadOnly}</Typography.Text>}
      </div>
      {formDialog && (
        <Suspense fallback={null}>
          <RequestDialog
            mode={formDialog}
            license={r.license}
            request={r}
            onClose={dialog.close}
            onDone={(newId) => {
              void refresh();
              if (newId === r.id) dialog.close();
              else void navigate(designRequestPath(newId));
            }}
          />
        </Suspense>
      )}
      {dialog.name === 'sideBySide' && r.art && r.referenceFiles.length > 0 && (
        <Suspense fallback={null}>
          <SideBySideDialog r={r} onClose={dialog.close} />
        </Suspense>
      )}
      {dialog.name === 'submitArt' && offered.includes('submitArt') && (
        <Suspense fallback={null}>
          <UploadArtDialog
            r={r}
            manager={maySaveDefaultIssue(user)}
            onClose={dialog.close}
            onDone={() => {
              dialog.close();
              void refresh();
            }}
          />
        </Suspense>
      )}
      <ActionDialogs r={r} dialog={dialog.name} onClose={dialog.close} refresh={refresh} manager={maySaveDefaultIssue(user)} />
    </div>
  );
}

/** spec 001 §4.2: the rep updates an UPDATE_REQUIRED request from its note, 'Issues Preventing Art Completion'. */
const updateInNote = (r: DesignRequestDetail) => r.status.code === 0 && r.issues.length > 0;

function NotePanel({ r, showCorrected, onUpdate }: { r: DesignRequestDetail; showCorrected: boolean; onUpdate: (() => void) | null }) {
  if (updateInNote(r))
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="Issues Preventing Art Completion"
        description={r.issues.join('; ')}
        action={
          onUpdate && (
            <Button type="primary" onClick={onUpdate}>
              {designRequestTransition('update').label}
            </Button>
          )
        }
      />
    );
  if (r.status.code === 1 && r.issues.length)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="Marked to be returned to the rep"
        description={r.issues.join('; ')}
      />
    );
  if ((r.status.code === 1 || r.status.code === 3) && showCorrected && r.correctedIssues.length)
    return <Alert type="info" showIcon style={{ marginBottom: 12 }} title="Corrected issues" description={r.correctedIssues.join('; ')} />;
  if (r.note) return <Alert type="info" showIcon style={{ marginBottom: 12 }} title="Note" description={r.note} />;
  return null;
}

function Composer({ id, onPosted }: { id: number; onPosted: () => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = text.length > DR_LIMITS.timelineComment;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <Input.TextArea
        aria-label="Comment"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        status={tooLong ? 'error' : undefined}
      />
      {tooLong && <Typography.Text type="danger">{messages.timelineCommentTooLong}</Typography.Text>}
      <Button
        type="primary"
        disabled={!text.trim() || tooLong}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await postComment(id, text);
            setText('');
            await onPosted();
          } finally {
            setBusy(false);
          }
        }}
      >
        Post
      </Button>
    </Flex>
  );
}

function ActionDialogs({
  r,
  dialog,
  onClose,
  refresh,
  manager,
}: {
  r: DesignRequestDetail;
  dialog: Dialog | null;
  onClose: () => void;
  refresh: () => Promise<unknown>;
  manager: boolean;
}) {
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<IssueChoice>({});
  const done = async (text?: string) => {
    if (text) notify.success(text);
    await refresh();
  };
  if (!dialog) return null;
  const selected = selectedIssues(chosen);
  const issueList = <IssuePicker chosen={chosen} onChange={setChosen} manager={manager} />;
  const reasonProblem = !reason.trim()
    ? messages.revisionNoteRequired
    : reason.length > DR_LIMITS.revisionNote
      ? messages.revisionNoteTooLong
      : null;
  switch (dialog) {
    case 'accept':
      return (
        <ConfirmDialog
          title="Accept"
          okText="Accept"
          onClose={onClose}
          onConfirm={async () => (await acceptRequest(r.id), done(messages.designRequestAccepted))}
        >
          {designRequestTransition('accept').confirm}
        </ConfirmDialog>
      );
    case 'suspend':
      return (
        <ConfirmDialog
          title="Suspend"
          okText="Suspend"
          danger
          onClose={onClose}
          onConfirm={async () => (await suspendRequest(r.id), done(messages.designRequestSuspended))}
        >
          {designRequestTransition('suspend').confirm}
        </ConfirmDialog>
      );
    case 'reOpen':
      return (
        <ConfirmDialog title="Re-open" okText="Re-open" onClose={onClose} onConfirm={async () => (await reOpenRequest(r.id), done())}>
          Re-open this design request?
        </ConfirmDialog>
      );
    case 'approve':
      return (
        <ConfirmDialog
          title="Approve Art"
          okText="Approve"
          onClose={onClose}
          onConfirm={async () => {
            const d = await approveRequest(r.id);
            await done(fill(messages.designRequestDesignCreated, { id: d.id, variation: d.variation }));
          }}
        >
          {designRequestTransition('approve').confirm}
        </ConfirmDialog>
      );
    case 'reject':
    case 'revise':
      return (
        <ConfirmDialog
          title={dialog === 'reject' ? 'Reject' : 'Request Revision'}
          okText={dialog === 'reject' ? 'Reject' : 'Request Revision'}
          onClose={onClose}
          onConfirm={async () => {
            if (reasonProblem) {
              notify.error(reasonProblem);
              throw new Error(reasonProblem);
            }
            await rejectRequest(r.id, reason);
            await done(messages.designRequestReturnedToArtist);
          }}
        >
          <Input.TextArea
            aria-label="Required changes"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            status={reason && reasonProblem ? 'error' : undefined}
          />
          {reason && reasonProblem && <Typography.Text type="danger">{reasonProblem}</Typography.Text>}
        </ConfirmDialog>
      );
    case 'return':
    case 'raiseIssue':
    case 'advance':
      return (
        <ConfirmDialog
          title={dialog === 'advance' ? 'Confirm Art Ready' : dialog === 'return' ? 'Return to Rep' : 'Raise Issue'}
          okText={dialog === 'advance' ? 'Confirm' : 'Submit'}
          onClose={onClose}
          onConfirm={async () => {
            if (dialog === 'advance') {
              await advanceRequest(r.id, selected);
              return done(messages.designRequestArtReady);
            }
            if (!selected.length) {
              notify.error(messages.issuesRequired);
              throw new Error(messages.issuesRequired);
            }
            await returnRequest(r.id, selected);
            return done();
          }}
        >
          {issueList}
        </ConfirmDialog>
      );
  }
}
