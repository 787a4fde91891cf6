import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DRAFTED_COLOR_FIELDS, DRAFTED_COLOR_LABELS, DRAFTED_MESSAGES, formatToronto } from '@portal/shared';
import { Button, Flex, Space, Tag, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { ChangeHistory, PageError, PageLoading, PageNotFound, useBack, useUrlDialog } from '@portal/shared/ui';
import { eventsFpaKeys } from '../../queryKeys';
import { contestsPath } from '../../urls';
import { fetchContest, type Contest } from '../api';
import { ContestDialog } from '../components/ContestDialog';
import { OrganizationDialog, SponsorDialog } from '../components/OrganizationDialog';

/** The History card's names for the audited table and its columns (the contest's change history). */
const CONTEST_TABLE_LABELS = { drafted_contests: 'Contest' } as const;
const CONTEST_FIELD_LABELS = {
  organization_id: 'Organization',
  sponsor_id: 'Sponsor',
  submission_start: 'Submission start',
  vote_start: 'Voting start',
  vote_end: 'Voting end',
  primary_color_hex: 'Primary Color',
  secondary_color_hex: 'Secondary Color',
  primary_text_color_hex: 'Primary Text Color',
  secondary_text_color_hex: 'Secondary Text Color',
} as const;

// /drafted/contest/{contestId} (spec 002 §2): Contest #id with its logo, its name in its primary
// colours, handle, the three dates, colour swatches, details and Update; the Organization card
// (Update) and, when there is one, the Sponsor card (Update). Dialogs in the address (?dialog=…).

const DIALOGS = ['contest', 'organization', 'sponsor'] as const;
const when = (value: string) => formatToronto(value, 'MMMM D, YYYY [at] hh:mm:ss a');

function Swatches({ colors }: { colors: Partial<Record<(typeof DRAFTED_COLOR_FIELDS)[number], string | null>> }) {
  return (
    <Space wrap>
      {DRAFTED_COLOR_FIELDS.map((field) =>
        colors[field] ? (
          <Space key={field} size={4}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 18,
                height: 18,
                borderRadius: 3,
                border: '1px solid rgba(0,0,0,0.25)',
                background: `#${colors[field]}`,
              }}
            />
            <Typography.Text type="secondary">{`${DRAFTED_COLOR_LABELS[field]} #${colors[field]}`}</Typography.Text>
          </Space>
        ) : null,
      )}
    </Space>
  );
}

export function ContestDetailPage() {
  const id = Number(useParams().contestId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const client = useQueryClient();
  const dialog = useUrlDialog(DIALOGS);
  const back = useBack(contestsPath());
  const contest = useQuery({ queryKey: eventsFpaKeys.contest(id), queryFn: ({ signal }) => fetchContest(id, signal), enabled: valid });
  const refresh = () => void client.invalidateQueries({ queryKey: eventsFpaKeys.all });

  if (!valid || contest.data === null) return <PageNotFound title={DRAFTED_MESSAGES.contestNotFound} backTo={contestsPath()} />;
  if (contest.isPending) return <PageLoading />;
  if (contest.isError) return <PageError title={DRAFTED_MESSAGES.loadFailed} onRetry={() => void contest.refetch()} />;
  const c: Contest = contest.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
      <Flex justify="space-between" align="center">
        <Button onClick={back}>Back</Button>
        <Button type="primary" onClick={() => dialog.open('contest')}>
          Update
        </Button>
      </Flex>
      <Card title={`Contest #${c.id}`}>
        <Flex gap={16} align="flex-start" wrap>
          <img src={c.logoUrl} alt={`${c.name} logo`} width={104} height={104} style={{ objectFit: 'contain' }} />
          <Flex vertical gap={8} style={{ flex: 1 }}>
            <Typography.Title
              level={3}
              style={{
                margin: 0,
                padding: '4px 12px',
                borderRadius: 4,
                background: `#${c.primaryColorHex}`,
                color: `#${c.primaryTextColorHex}`,
              }}
            >
              {c.name}
            </Typography.Title>
            <Typography.Text code>{c.handle}</Typography.Text>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Submission Start">{when(c.submissionStart)}</Descriptions.Item>
              <Descriptions.Item label="Voting Start">{when(c.voteStart)}</Descriptions.Item>
              <Descriptions.Item label="Voting End">{when(c.voteEnd)}</Descriptions.Item>
              <Descriptions.Item label="Artist Agreement">
                <a href={c.agreementUrl} target="_blank" rel="noreferrer">
                  Open
                </a>
              </Descriptions.Item>
            </Descriptions>
            <Swatches colors={c} />
            {c.details && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.details}</Typography.Paragraph>}
          </Flex>
        </Flex>
      </Card>
      <Card title="Organization" extra={<Button onClick={() => dialog.open('organization')}>Update</Button>}>
        <Flex gap={16} align="center" wrap>
          {c.organization.logoUrl && (
            <img src={c.organization.logoUrl} alt={`${c.organization.name} logo`} width={64} height={64} style={{ objectFit: 'contain' }} />
          )}
          <Flex vertical gap={4}>
            <Typography.Text strong>{c.organization.name}</Typography.Text>
            <Space>
              {c.organization.league && <Tag>{c.organization.league}</Tag>}
              {c.organization.team && <Tag>{c.organization.team}</Tag>}
            </Space>
            <Swatches colors={c.organization} />
          </Flex>
        </Flex>
      </Card>
      {c.sponsor && (
        <Card title="Sponsor" extra={<Button onClick={() => dialog.open('sponsor')}>Update</Button>}>
          <Flex gap={16} align="center">
            {c.sponsor.logoUrl && (
              <img src={c.sponsor.logoUrl} alt={`${c.sponsor.name} logo`} width={64} height={64} style={{ objectFit: 'contain' }} />
            )}
            <Typography.Text strong>{c.sponsor.name}</Typography.Text>
          </Flex>
        </Card>
      )}
      <ChangeHistory entries={c.changes} tableLabels={CONTEST_TABLE_LABELS} fieldLabels={CONTEST_FIELD_LABELS} />
      {dialog.name === 'contest' && (
        <ContestDialog
          contest={c}
          onClose={dialog.close}
          onDone={() => {
            refresh();
            dialog.close();
          }}
        />
      )}
      {dialog.name === 'organization' && (
        <OrganizationDialog
          organization={c.organization}
          onClose={dialog.close}
          onDone={() => {
            refresh();
            dialog.close();
          }}
        />
      )}
      {dialog.name === 'sponsor' && c.sponsor && (
        <SponsorDialog
          sponsor={c.sponsor}
          onClose={dialog.close}
          onDone={() => {
            refresh();
            dialog.close();
          }}
        />
      )}
    </Flex>
  );
}
