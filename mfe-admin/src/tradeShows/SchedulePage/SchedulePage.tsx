import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import {
  canBookMeetings,
  fill,
  formatCalendarDate,
  meetingMatches,
  messages,
  SCHEDULE_MESSAGES,
  seesAllAppointments,
  showsScheduleTools,
  useSession,
} from '@portal/shared';
import { Alert, Flex, Input, Select, Tag, Typography } from '@portal/shared/antd';
import { Card, Radio } from '@portal/shared/antd-detail';
import { PageError, PageLoading, PageNotFound } from '@portal/shared/ui';
import { adminKeys } from '../../queryKeys';
import { scheduleCompletePath, scheduleDayPath, schedulePath } from '../../urls';
import { fetchTradeShow, type Meeting } from '../api';
import { ScheduleGrid, type GridColumn } from '../components/ScheduleGrid';

// /schedule/{showID} (day view: a column per station) and /schedule/{showID}/v2 (complete view:
// the stations plus the walk-through column, with a free-text search); spec 002 §2, §5, §6, §9.
// The rep filter and the toggle between the views are shown to INTERNAL users and those with a
// repManagerCode; a non-manager rep sees their own quota; booking is disabled once it is used up,
// outside the bookings window, and for users who are not reps (rep 000 and view_appointments book
// for any rep).

const BookMeetingDialog = lazy(() => import('../components/BookMeetingDialog').then((m) => ({ default: m.BookMeetingDialog })));
const MeetingDialog = lazy(() => import('../components/MeetingDialog').then((m) => ({ default: m.MeetingDialog })));

export function ScheduleDayPage() {
  return <SchedulePage complete={false} />;
}
export function ScheduleCompletePage() {
  return <SchedulePage complete />;
}

export function SchedulePage({ complete }: { complete: boolean }) {
  const name = useParams().showID ?? '';
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const tools = showsScheduleTools(user);
  const seesAll = seesAllAppointments(user);
  const show = useQuery({ queryKey: adminKeys.tradeShow(name), queryFn: ({ signal }) => fetchTradeShow(name, signal) });
  const [dayIndex, setDayIndex] = useState(0);
  const [rep, setRep] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [booking, setBooking] = useState<{ station: string | null; start: Date } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  const data = show.data;
  const hosts = useMemo(() => {
    const seen = new Map<string, string>();
    for (const m of data?.days.flatMap((d) => d.meetings) ?? [])
      if (!seen.has(m.host) || m.hostName) seen.set(m.host, m.hostName ? `${m.host} ${m.hostName}` : m.host);
    return [...seen].sort(([a], [b]) => a.localeCompare(b)).map(([value, label]) => ({ value, label }));
  }, [data]);

  if (show.isError) return <PageError title={messages.ordersFetchFailed} onRetry={() => void show.refetch()} />;
  if (show.isLoading) return <PageLoading />;
  if (!data) return <PageNotFound title={SCHEDULE_MESSAGES.showNotFound} backTo={schedulePath()} backText="Back to the trade shows" />;

  const day = data.days[Math.min(dayIndex, data.days.length - 1)];
  const columns: GridColumn[] = [...data.stations, ...(complete ? [{ station: null, hexCode: 'D9D9D9', dark: false }] : [])];
  const meetings = (day?.meetings ?? []).filter((m) => (!rep || m.host === rep) && (complete || m.station !== null));
  const canBook = canBookMeetings(user) && data.bookingsOpen && !data.quota?.reached;
  const open = openId === null ? null : (data.days.flatMap((d) => d.meetings).find((m) => m.id === openId) ?? null);
  const matching = complete && search.trim() ? meetings.filter((m) => meetingMatches(m, search)).length : null;

  return (
    <Card
      title={
        <Flex vertical gap={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
            Bookings {formatCalendarDate(data.startDate)} – {formatCalendarDate(data.endDate)} · meetings {data.singleSessionLength}–
            {data.maxSessionLength} minutes · times in Toronto
          </Typography.Text>
        </Flex>
      }
      extra={<Link to={schedulePath()}>All trade shows</Link>}
    >
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          {tools && (
            <Radio.Group
              optionType="button"
              aria-label="View"
              value={complete ? 'complete' : 'day'}
              onChange={(e) => void navigate(e.target.value === 'complete' ? scheduleCompletePath(data.name) : scheduleDayPath(data.name))}
              options={[
                { value: 'day', label: 'Day View' },
                { value: 'complete', label: 'Complete View' },
              ]}
            />
          )}
          {data.days.length > 1 && (
            <Radio.Group
              optionType="button"
              aria-label="Day"
              value={dayIndex}
              onChange={(e) => setDayIndex(e.target.value as number)}
              options={data.days.map((d, i) => ({ value: i, label: d.name }))}
            />
          )}
          {tools && (
            <Select
              aria-label="Rep"
              allowClear
              placeholder="All reps"
              style={{ minWidth: 200 }}
              value={rep}
              onChange={(v) => setRep(v ?? null)}
              options={hosts}
              showSearch
              optionFilterProp="label"
            />
          )}
          {complete && (
            <Input.Search
              aria-label="Search meetings"
              placeholder="Search meetings"
              allowClear
              style={{ maxWidth: 280 }}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
          {matching !== null && <Typography.Text>{matching} matching</Typography.Text>}
          {data.quota && (
            <Tag color={data.quota.reached ? 'red' : 'blue'}>
              Your meetings: {data.quota.usedMinutes} of {data.quota.quotaMinutes} minutes
            </Tag>
          )}
        </Flex>
        {!data.bookingsOpen && <Alert type="info" showIcon title={SCHEDULE_MESSAGES.closed} />}
        {data.quota?.reached && <Alert type="warning" showIcon title={fill(SCHEDULE_MESSAGES.quota, { quota: data.quota.quotaMinutes })} />}
        {day ? (
          <ScheduleGrid
            day={day}
            columns={columns}
            meetings={meetings}
            matches={complete && search.trim() ? (m: Meeting) => meetingMatches(m, search) : undefined}
            onBook={canBook ? (station, start) => setBooking({ station, start }) : undefined}
            onOpen={(m) => setOpenId(m.id)}
          />
        ) : (
          <Typography.Text type="secondary">This show has no days yet.</Typography.Text>
        )}
      </Flex>
      <Suspense fallback={null}>
        {booking && day && (
          <BookMeetingDialog
            show={data}
            day={day}
            station={booking.station}
            start={booking.start}
            chooseHost={seesAll}
            defaultHost={user.repCode}
            onClose={() => setBooking(null)}
          />
        )}
        {open && (
          <MeetingDialog
            show={data}
            meeting={open}
            canChange={seesAll || (!!user.repCode && open.host === user.repCode)}
            hostInConfirmation={user.repCode === '000'}
            onClose={() => setOpenId(null)}
          />
        )}
      </Suspense>
    </Card>
  );
}
