import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, SCHEDULE_MESSAGES, SLOT_HEIGHT_PX } from '@portal/shared';
import { DEMO_USERS, gqlError, mockNetwork, renderScreen, reply, userWith } from '@portal/shared/testing';
import { TRADE_SHOW, type Meeting, type TradeShow } from '../api';
import { ScheduleCompletePage, ScheduleDayPage } from './SchedulePage';

const network = mockNetwork();
jest.setTimeout(30_000);

// 9:00 Toronto on 2026-03-10 is 13:00 UTC (daylight time from March 8).
const DAY_START = '2026-03-10T13:00:00.000Z';
const t = (minutes: number) => new Date(new Date(DAY_START).getTime() + minutes * 60_000).toISOString();
const meeting = (id: number, over: Partial<Meeting>): Meeting => ({
  id,
  station: '1',
  startTime: t(0),
  endTime: t(30),
  host: '102',
  hostName: null,
  customer: null,
  customerName: null,
  atendee: null,
  email: null,
  phone: null,
  comment: null,
  mine: false,
  ...over,
});
const MINE = meeting(1, {
  station: '1',
  startTime: t(60),
  endTime: t(120),
  host: '101',
  hostName: 'Riley Thompson',
  customer: '1001',
  customerName: 'Lakeside Golf',
  atendee: 'Robin Hale',
  email: 'robin@lakeside.example.com',
  mine: true,
});
const THEIRS = meeting(2, { station: '2', startTime: t(0), endTime: t(30) });
const WALK = meeting(3, {
  station: null,
  startTime: t(90),
  endTime: t(120),
  host: '101',
  hostName: 'Riley Thompson',
  customerName: 'Summit Gear',
  atendee: 'Ana Ruiz',
  email: 'ana@summit.example.com',
  mine: true,
});
const show = (over: Partial<TradeShow> = {}): TradeShow => ({
  name: 'Spring Golf Expo',
  startDate: '2026-02-01',
  endDate: '2026-03-01',
  singleSessionLength: 30,
  maxSessionLength: 60,
  maxMeetings: 6,
  bookingsOpen: true,
  stations: [
    { station: '1', hexCode: '1E4FB4', dark: true },
    { station: '2', hexCode: 'F2C14E', dark: false },
  ],
  days: [{ name: 'Day 1 – Tuesday', startTime: DAY_START, endTime: t(240), meetings: [THEIRS, MINE, WALK] }],
  quota: { usedMinutes: 90, quotaMinutes: 180, reached: false },
  ...over,
});

beforeEach(() => {
  network.graphql(TRADE_SHOW, { tradeShow: show() });
});

const day = (as = DEMO_USERS.rep) => renderScreen('/schedule/Spring%20Golf%20Expo', <ScheduleDayPage />, { path: '/schedule/:showID', as });
const complete = (as = DEMO_USERS.rep) =>
  renderScreen('/schedule/Spring%20Golf%20Expo/v2', <ScheduleCompletePage />, { path: '/schedule/:showID/v2', as });
const column = (label: string) => document.querySelector<HTMLElement>(`[data-column="${label}"]`)!;

describe('SchedulePage: day view (/schedule/{showID})', () => {
  it('a column per station, 30-minute slots 48 px high from the day start in Toronto time; no walk-through column', async () => {
    day();
    expect(await screen.findByRole('columnheader', { name: 'Station 1' })).toBeInTheDocument();
    expect(network.variables(TRADE_SHOW)).toEqual([{ name: 'Spring Golf Expo' }]);
    expect(screen.getByRole('columnheader', { name: 'Station 2' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Walk-through' })).not.toBeInTheDocument();
    expect(screen.getByText('9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('12:30 PM')).toBeInTheDocument();
    expect(column('Station 1').style.height).toBe(`${8 * SLOT_HEIGHT_PX}px`);
    const mine = screen.getByRole('button', { name: /^Lakeside Golf, 10:00 AM to 11:00 AM/ });
    expect(mine.style.top).toBe(`${2 * SLOT_HEIGHT_PX + 1}px`);
    expect(mine.style.height).toBe(`${2 * SLOT_HEIGHT_PX - 2}px`);
    // Another rep's meeting: taken, without its details (the server sends none).
    expect(screen.getByRole('button', { name: 'Booked (rep 102), 9:00 AM to 9:30 AM' })).toBeInTheDocument();
    expect(screen.queryByText('Summit Gear')).not.toBeInTheDocument();
  });

  it('a non-manager rep sees their own quota and no rep filter or view toggle (§6); booking stops when the quota is used', async () => {
    day(DEMO_USERS.rep2);
    expect(await screen.findByText('Your meetings: 90 of 180 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Complete View' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rep' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Book Station 1 at/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Book Station 1 at 10:00 AM' })).not.toBeInTheDocument();
  });

  it('booking is disabled when the quota is reached or the window is closed', async () => {
    network.graphql(TRADE_SHOW, { tradeShow: show({ quota: { usedMinutes: 180, quotaMinutes: 180, reached: true } }) });
    const first = day();
    expect(await screen.findByText('The rep has used their 180 minutes of meetings at this show.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Book / })).toHaveLength(0);
    first.unmount();
    network.graphql(TRADE_SHOW, { tradeShow: show({ bookingsOpen: false }) });
    day();
    expect(await screen.findByText(SCHEDULE_MESSAGES.closed)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Book / })).toHaveLength(0);
  });

  it('a user who is no rep cannot book; a failed load shows the spec’s fetch message with Retry; an unknown show is not found', async () => {
    const first = day(userWith([]));
    expect(await screen.findByRole('columnheader', { name: 'Station 1' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Book / })).toHaveLength(0);
    first.unmount();
    network.graphqlOnce(TRADE_SHOW, gqlError('INTERNAL', 'down'));
    const second = day();
    expect(await screen.findByText(messages.ordersFetchFailed)).toBeInTheDocument();
    second.unmount();
    network.graphql(TRADE_SHOW, { tradeShow: null });
    day();
    expect(await screen.findByText(SCHEDULE_MESSAGES.showNotFound)).toBeInTheDocument();
  });

  it('the host moves their meeting to another station and deletes it after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    network.rest('PUT', '/api/schedule/station', MINE);
    network.rest('POST', '/api/schedule/delete', reply(204));
    day();
    await user.click(await screen.findByRole('button', { name: /^Lakeside Golf, 10:00 AM to 11:00 AM/ }));
    const dialog = (await screen.findByText('Robin Hale')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('combobox', { name: 'Move to station' }));
    await user.click(await screen.findByTitle('Walk-through'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(network.restCalls('PUT', '/api/schedule/station').map((c) => c.body)).toEqual([
        { show: 'Spring Golf Expo', host: '101', start: MINE.startTime, end: MINE.endTime, station: null },
      ]),
    );
    expect(await screen.findByText(messages.stationUpdated)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Lakeside Golf, 10:00 AM to 11:00 AM/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete Meeting')).closest<HTMLElement>('.ant-modal')!;
    expect(confirm).toHaveTextContent('The customer is e-mailed that it is cancelled.');
    expect(confirm).not.toHaveTextContent('Host:');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(network.restCalls('POST', '/api/schedule/delete').map((c) => c.body)).toEqual([
        { show: 'Spring Golf Expo', station: '1', rep: '101', startTime: MINE.startTime, endTime: MINE.endTime },
      ]),
    );
  });

  it("another rep's meeting opens without Move or Delete; rep 000 sees the host in the delete confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const first = day();
    await user.click(await screen.findByRole('button', { name: 'Booked (rep 102), 9:00 AM to 9:30 AM' }));
    await screen.findByText('Station 2', { selector: '.ant-descriptions-item-content' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    first.unmount();
    const admin = userWith(['viewAllAppointments'], { repCode: '000' });
    network.graphql(TRADE_SHOW, {
      tradeShow: show({
        quota: null,
        days: [
          {
            name: 'Day 1',
            startTime: DAY_START,
            endTime: t(240),
            meetings: [
              { ...THEIRS, hostName: 'Jordan Baker', customerName: 'Bay Outfitters', atendee: 'Kim Lee', email: 'kim@bay.example.com' },
            ],
          },
        ],
      }),
    });
    day(admin);
    await user.click(await screen.findByRole('button', { name: /^Bay Outfitters, 9:00 AM to 9:30 AM/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete Meeting')).closest<HTMLElement>('.ant-modal')!;
    expect(confirm).toHaveTextContent('Host: Jordan Baker (rep 102)');
  });
});

describe('SchedulePage: complete view (/schedule/{showID}/v2)', () => {
  it('adds the walk-through column; the search dims meetings that do not match; the rep filter narrows to one rep', async () => {
    const user = userEvent.setup({ delay: null });
    complete();
    expect(await screen.findByRole('columnheader', { name: 'Walk-through' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Complete View' })).toBeChecked();
    const walk = screen.getByRole('button', { name: /^Summit Gear, 10:30 AM to 11:00 AM/ });
    expect(within(column('Walk-through')).getByRole('button', { name: /Summit Gear/ })).toBe(walk);
    await user.type(screen.getByRole('searchbox', { name: 'Search meetings' }), 'summit');
    expect(screen.getByText('1 matching')).toBeInTheDocument();
    expect(walk.style.opacity).toBe('1');
    expect(screen.getByRole('button', { name: /^Lakeside Golf/ }).style.opacity).toBe('0.3');
    await user.click(screen.getByRole('combobox', { name: 'Rep' }));
    await user.click(await screen.findByTitle('102'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Lakeside Golf/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Booked \(rep 102\)/ })).toBeInTheDocument();
  });
});
