import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_MESSAGES, setNotifier } from '@portal/shared';
import { captureMessages, DEMO_USERS, mockNetwork, renderScreen, reply } from '@portal/shared/testing';
import type { TradeShow } from '../api';
import { BookMeetingDialog, lengthOptions } from './BookMeetingDialog';

const network = mockNetwork();
jest.setTimeout(30_000);

const DAY_START = '2026-03-10T13:00:00.000Z';
const at = (minutes: number) => new Date(new Date(DAY_START).getTime() + minutes * 60_000);
const SHOW: TradeShow = {
  name: 'Spring Golf Expo',
  startDate: '2026-02-01',
  endDate: '2026-03-01',
  singleSessionLength: 30,
  maxSessionLength: 90,
  maxMeetings: 6,
  bookingsOpen: true,
  stations: [{ station: '1', hexCode: '1E4FB4', dark: true }],
  days: [{ name: 'Day 1', startTime: DAY_START, endTime: at(240).toISOString(), meetings: [] }],
  quota: null,
};
const DAY = SHOW.days[0];

beforeEach(() => {
  network.rest('GET', '/api/reps', [{ SREP: '102', name: 'Jordan Baker' }]);
});
afterEach(() => setNotifier(null));

const bookings = () => network.restCalls('POST', '/api/schedule/book').map((c) => c.body);

describe('BookMeetingDialog', () => {
  it('lengths run from singleSessionLength to maxSessionLength in 30-minute steps, within the day', () => {
    expect(lengthOptions(SHOW, DAY, at(0))).toEqual([30, 60, 90]);
    expect(lengthOptions(SHOW, DAY, at(180))).toEqual([30, 60]);
    expect(lengthOptions(SHOW, DAY, at(240))).toEqual([]);
  });

  it('requires the customer, attendee and a valid e-mail with the messages the server uses; books for the rep', async () => {
    const user = userEvent.setup({ delay: null });
    const booked = {
      station: '1',
      startTime: at(60).toISOString(),
      endTime: at(120).toISOString(),
      customer: null,
      customerName: 'Lakeside Golf',
      atendee: 'Robin Hale',
      email: 'robin@lakeside.example.com',
      phone: null,
      comment: null,
    };
    network.rest('POST', '/api/schedule/book', { id: 9, ...booked, host: '101', hostName: 'Riley Thompson', mine: true });
    const onClose = jest.fn();
    renderScreen(
      '/schedule/x',
      <BookMeetingDialog show={SHOW} day={DAY} station="1" start={at(60)} chooseHost={false} defaultHost="101" onClose={onClose} />,
      { as: DEMO_USERS.rep },
    );
    expect(screen.getByText('Station 1, Day 1, 10:00 AM (Toronto time)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.customerNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SCHEDULE_MESSAGES.attendeeRequired)).toBeInTheDocument();
    expect(screen.getByText(SCHEDULE_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(bookings()).toEqual([]);
    await user.type(screen.getByLabelText('Customer'), 'Lakeside Golf');
    await user.type(screen.getByLabelText('Attendee'), 'Robin Hale');
    await user.type(screen.getByLabelText('Email'), 'robin@lakeside.example.com');
    await user.click(screen.getByRole('combobox', { name: 'Length' }));
    await user.click(await screen.findByTitle('60 minutes'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      // host null: a rep books for themselves.
      expect(bookings()).toEqual([{ show: 'Spring Golf Expo', ...booked, host: null }]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(SCHEDULE_MESSAGES.booked)).toBeInTheDocument();
  });

  it('rep 000 and view_appointments pick the rep; a refused booking keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    const shown = captureMessages();
    network.rest('POST', '/api/schedule/book', reply(409, { message: 'Station 1 is already booked at that time.' }));
    const onClose = jest.fn();
    renderScreen(
      '/schedule/x',
      <BookMeetingDialog show={SHOW} day={DAY} station={null} start={at(0)} chooseHost defaultHost="000" onClose={onClose} />,
      { as: DEMO_USERS.rep },
    );
    expect(screen.getByText(/^Walk-through, Day 1, 9:00 AM/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rep' }));
    await user.click(await screen.findByTitle('102 Jordan Baker'));
    await user.type(screen.getByLabelText('Customer'), 'Bay');
    await user.type(screen.getByLabelText('Attendee'), 'Kim');
    await user.type(screen.getByLabelText('Email'), 'kim@bay.example.com');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(shown.error).toEqual(['Station 1 is already booked at that time.']));
    expect(bookings()).toEqual([expect.objectContaining({ host: '102', station: null })]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
