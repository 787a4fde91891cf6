import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCalendarDate, messages } from '@portal/shared';
import { Empty, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-detail';
import { PageError, PageLoading } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { scheduleDayPath } from '../../urls';
import { fetchTradeShows } from '../api';

// /schedule (spec 002 §2): the trade shows with their bookings window; each row links to the
// show's day view /schedule/{name}. The newest bookings window first (the server's order).

const cell = { padding: '8px 12px', borderBottom: '1px solid rgba(127,127,127,.2)', textAlign: 'left' } as const;

export function TradeShowsPage() {
  const shows = useQuery({ queryKey: adminKeys.tradeShows(), queryFn: ({ signal }) => fetchTradeShows(signal) });
  if (shows.isError) return <PageError title={messages.ordersFetchFailed} onRetry={() => void shows.refetch()} />;
  if (!shows.data) return <PageLoading />;
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          Trade Show Schedule
        </Typography.Title>
      }
    >
      {shows.data.length ? (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={cell}>Name</th>
              <th style={cell}>Bookings Start Date</th>
              <th style={cell}>Bookings End Date</th>
            </tr>
          </thead>
          <tbody>
            {shows.data.map((s) => (
              <tr key={s.name}>
                <td style={cell}>
                  <Link to={scheduleDayPath(s.name)}>{s.name}</Link>
                </td>
                <td style={cell}>{formatCalendarDate(s.startDate)}</td>
                <td style={cell}>{formatCalendarDate(s.endDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Empty description="No trade shows." />
      )}
    </Card>
  );
}
