import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatToronto } from '@portal/shared';
import { Alert, Button, Flex, Typography } from '@portal/shared/antd';
import { Card, Descriptions } from '@portal/shared/antd-detail';
import { PageLoading } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { checkRemotes, fetchServerStatus } from '../api';
import { HealthTag } from '../components/HealthTag';
import { healthOfTime, SLOW_API_MS, worst, type Health, type RemoteCheck } from '../healthRules';

// /connStatus (spec 002 §6 guard "approve and artist_manager", read as both; the page is ours:
// README.md "Connection status"): the live health of the portal as this browser sees it, checked
// again every 30 seconds and on Refresh. The server's checks (database and its latency, outbox,
// file store, the instance) come from GraphQL connStatus; the API's round trip and each remote's
// manifest are measured here. One part failing never hides the others.

const REFRESH_MS = 30_000;
const ms = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value} ms`);
const when = (value: string | null | undefined) => (value ? formatToronto(value) : '–');

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  return d ? `${d} d ${h} h` : h ? `${h} h ${m} min` : `${m} min`;
}

function Part({ title, status, children }: { title: string; status: Health; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ width: 380 }}>
      <Card size="small" title={title} extra={<HealthTag status={status} />}>
        {children}
      </Card>
    </section>
  );
}

export function ConnStatusPage() {
  const server = useQuery({
    queryKey: adminKeys.connStatus(),
    queryFn: ({ signal }) => fetchServerStatus(signal),
    refetchInterval: REFRESH_MS,
  });
  const remotes = useQuery({ queryKey: adminKeys.remotes(), queryFn: ({ signal }) => checkRemotes(signal), refetchInterval: REFRESH_MS });
  const refresh = () => {
    void server.refetch();
    void remotes.refetch();
  };

  if (server.isPending && remotes.isPending) return <PageLoading />;
  const s = server.data?.status;
  // The API is DOWN when the call failed; then the server's parts are unknown, not healthy.
  const apiStatus: Health = server.isError ? 'DOWN' : server.data ? healthOfTime(server.data.roundTripMs, SLOW_API_MS) : 'OK';
  const remoteList: RemoteCheck[] = remotes.data ?? [];
  const overall = worst(
    apiStatus,
    ...(s ? [s.database.status, s.outbox.status, s.fileStore.status] : []),
    ...remoteList.map((r) => r.status),
    remotes.isError ? 'DOWN' : 'OK',
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <Flex gap={12} align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Connection Status
        </Typography.Title>
        <span role="status" aria-label="Overall">
          <HealthTag status={overall} />
        </span>
        <Typography.Text type="secondary">Checked {when(s?.checkedAt ?? null)}</Typography.Text>
        <Button onClick={refresh} loading={server.isFetching || remotes.isFetching}>
          Refresh
        </Button>
      </Flex>

      <Flex gap={12} wrap>
        <Part title="API" status={apiStatus}>
          {server.isError ? (
            <Alert type="error" showIcon title={server.error.message} />
          ) : (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="Round trip">{ms(server.data?.roundTripMs)}</Descriptions.Item>
              <Descriptions.Item label="Instance">{s?.api.instance ?? '–'}</Descriptions.Item>
              <Descriptions.Item label="Up for">{s ? uptime(s.api.uptimeSeconds) : '–'}</Descriptions.Item>
              <Descriptions.Item label="Node.js">{s?.api.nodeVersion ?? '–'}</Descriptions.Item>
            </Descriptions>
          )}
        </Part>
        {s && (
          <>
            <Part title="Database" status={s.database.status}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="Kind">{s.database.driver}</Descriptions.Item>
                <Descriptions.Item label="Latency">{ms(s.database.latencyMs)}</Descriptions.Item>
                {s.database.error && <Descriptions.Item label="Error">{s.database.error}</Descriptions.Item>}
              </Descriptions>
            </Part>
            <Part title="Outbox" status={s.outbox.status}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="Sending">
                  {s.outbox.sending ? 'by SMTP' : 'no (SMTP_URL is not set: mail stays in the outbox)'}
                </Descriptions.Item>
                <Descriptions.Item label="Waiting">{s.outbox.unsent}</Descriptions.Item>
                <Descriptions.Item label="Failed">{s.outbox.failed}</Descriptions.Item>
                <Descriptions.Item label="Oldest waiting">{when(s.outbox.oldestUnsentAt)}</Descriptions.Item>
                <Descriptions.Item label="Last sent">{when(s.outbox.lastSentAt)}</Descriptions.Item>
                {s.outbox.error && <Descriptions.Item label="Error">{s.outbox.error}</Descriptions.Item>}
              </Descriptions>
            </Part>
            <Part title="File store" status={s.fileStore.status}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="Write, read, delete">{ms(s.fileStore.latencyMs)}</Descriptions.Item>
                {s.fileStore.error && <Descriptions.Item label="Error">{s.fileStore.error}</Descriptions.Item>}
              </Descriptions>
            </Part>
          </>
        )}
      </Flex>

      <section aria-label="Remotes">
        <Card size="small" title="Remotes" extra={remotes.isError ? <HealthTag status="DOWN" /> : null}>
          {remotes.isError ? (
            <Alert type="error" showIcon title={remotes.error.message} />
          ) : (
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr style={{ textAlign: 'left' }}>
                  <th>Remote</th>
                  <th>Status</th>
                  <th>Version</th>
                  <th>Load time</th>
                  <th>Routes</th>
                  <th>Manifest</th>
                </tr>
              </thead>
              <tbody>
                {remoteList.map((r) => (
                  <tr key={r.name} aria-label={r.name}>
                    <td>{r.name}</td>
                    <td>
                      <HealthTag status={r.status} />
                      {r.error && <Typography.Text type="danger">{r.error}</Typography.Text>}
                    </td>
                    <td>{r.version ? `${r.version}${r.buildName ? ` (${r.buildName})` : ''}` : '–'}</td>
                    <td>{ms(r.loadMs)}</td>
                    <td>{r.routes ?? '–'}</td>
                    <td>
                      <Typography.Text copyable={{ text: r.manifest }} style={{ fontSize: 12 }}>
                        {r.manifest}
                      </Typography.Text>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </section>
    </Flex>
  );
}
