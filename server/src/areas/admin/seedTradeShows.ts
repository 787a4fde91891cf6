import { asc, inArray } from 'drizzle-orm';
import { dayjs, TIME_ZONE } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { tradeShowDays, tradeShowMeetings, tradeShows, tradeShowStations } from '../../db/tables/admin';
import { customersView, repsView } from '../../db/tables/directory.views';

// Trade shows (mfe-admin/README.md "Trade-show schedule"): two shows taking bookings now (their
// days a few weeks ahead), one whose bookings closed, and SEED_SCALE older ones for the list. The
// open shows' days are about half booked at random by the seeded reps, never in a day's last hour
// (the e2e test books and moves there) and with rep 102 (rep2@, the demo's non-manager rep) well
// under the quota.

const STATION_COLOURS: [string, boolean][] = [
  ['1E4FB4', true],
  ['C8102E', true],
  ['F2C14E', false],
  ['1F4D2B', true],
  ['8FD3F4', false],
  ['6B2C91', true],
];

interface ShowPlan {
  name: string;
  bookFrom: number;
  bookTo: number;
  firstDay: number;
  days: number;
  stations: string[];
  single: number;
  max: number;
  maxMeetings: number;
  fill: number;
}

export const SEED_OPEN_SHOW = 'Spring Golf Expo';

export async function seedTradeShows(tx: Db, now: Date, scale: number, faker: SeedContext['faker']): Promise<void> {
  const today = dayjs(now).tz(TIME_ZONE).startOf('day');
  const plans: ShowPlan[] = [
    {
      name: SEED_OPEN_SHOW,
      bookFrom: -7,
      bookTo: 30,
      firstDay: 40,
      days: 2,
      stations: ['1', '2', '3', '4', '5', '6'],
      single: 30,
      max: 60,
      maxMeetings: 6,
      fill: 0.45,
    },
    {
      name: 'Corporate Merchandise Show',
      bookFrom: -3,
      bookTo: 20,
      firstDay: 26,
      days: 3,
      stations: ['A', 'B', 'C', 'D'],
      single: 30,
      max: 90,
      maxMeetings: 4,
      fill: 0.35,
    },
    {
      name: 'Pro Sports Licensing Summit',
      bookFrom: -90,
      bookTo: -30,
      firstDay: -20,
      days: 2,
      stations: ['1', '2', '3'],
      single: 30,
      max: 60,
      maxMeetings: 5,
      fill: 0.5,
    },
    ...Array.from({ length: scale }, (_, i) => ({
      name: `Regional Buying Show ${2020 + (i % 6)}-${i + 1}`,
      bookFrom: -400 - i * 30,
      bookTo: -370 - i * 30,
      firstDay: -360 - i * 30,
      days: 1,
      stations: ['1', '2'],
      single: 30,
      max: 60,
      maxMeetings: 4,
      fill: 0.3,
    })),
  ];
  const repRows = await tx
    .select({ code: repsView.code })
    .from(repsView)
    .where(inArray(repsView.code, ['101', '102']))
    .orderBy(asc(repsView.code));
  const otherReps = (await tx.select({ code: repsView.code }).from(repsView).orderBy(asc(repsView.code)))
    .map((r) => r.code)
    .filter((c) => !['000', '100', '101'].includes(c));
  const customerRows = await tx
    .select({ numb: customersView.numb, name: customersView.name })
    .from(customersView)
    .orderBy(asc(customersView.numb))
    .limit(200);
  if (!repRows.length || !customerRows.length) return;
  for (const plan of plans) {
    const [show] = await tx
      .insert(tradeShows)
      .values({
        name: plan.name,
        startDate: today.add(plan.bookFrom, 'day').format('YYYY-MM-DD'),
        endDate: today.add(plan.bookTo, 'day').format('YYYY-MM-DD'),
        singleSessionLength: plan.single,
        maxSessionLength: plan.max,
        maxMeetings: plan.maxMeetings,
      })
      .returning({ id: tradeShows.id });
    await tx.insert(tradeShowStations).values(
      plan.stations.map((station, i) => ({
        showId: show.id,
        station,
        hexCode: STATION_COLOURS[i % STATION_COLOURS.length][0],
        dark: STATION_COLOURS[i % STATION_COLOURS.length][1],
        position: i,
      })),
    );
    const hostMinutes = new Map<string, number>();
    const meetings: (typeof tradeShowMeetings.$inferInsert)[] = [];
    for (let d = 0; d < plan.days; d++) {
      const date = today.add(plan.firstDay + d, 'day').format('YYYY-MM-DD');
      const start = dayjs.tz(`${date} 09:00`, TIME_ZONE);
      const end = dayjs.tz(`${date} 17:00`, TIME_ZONE);
      await tx
        .insert(tradeShowDays)
        .values({ showId: show.id, name: `Day ${d + 1} – ${start.format('dddd')}`, startTime: start.toDate(), endTime: end.toDate() });
      const hostBusy = new Map<string, number>(); // host -> slot index free from
      const lastSlot = (end.diff(start, 'minute') - 60) / 30; // the day's last hour stays free
      for (const station of plan.stations) {
        let slot = 0;
        while (slot < lastSlot) {
          const length = faker.helpers.arrayElement([1, 1, 2].filter((n) => n * 30 <= plan.max && slot + n <= lastSlot));
          if (!length || faker.number.float() > plan.fill) {
            slot += 1;
            continue;
          }
          const candidates = [...otherReps.slice(0, 8), '102', '101'].filter((h) => (hostBusy.get(`${h}:${slot}`) ?? 0) === 0);
          const host = faker.helpers.arrayElement(candidates);
          const used = hostMinutes.get(host) ?? 0;
          if (host === '102' && used >= 60) {
            slot += 1;
            continue;
          }
          for (let s = slot; s < slot + length; s++) hostBusy.set(`${host}:${s}`, 1);
          hostMinutes.set(host, used + length * 30);
          const customer = faker.helpers.arrayElement(customerRows);
          const first = faker.person.firstName();
          const last = faker.person.lastName();
          meetings.push({
            showId: show.id,
            station: faker.number.float() < 0.1 ? null : station,
            startTime: start.add(slot * 30, 'minute').toDate(),
            endTime: start.add((slot + length) * 30, 'minute').toDate(),
            host,
            customer: customer.numb,
            customerName: customer.name,
            atendee: `${first} ${last}`,
            email: `${first}.${last}@buyers.example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
            phone: faker.helpers.maybe(() => faker.phone.number({ style: 'national' }), { probability: 0.6 }) ?? null,
            comment:
              faker.helpers.maybe(
                () =>
                  faker.helpers.arrayElement([
                    'New catalogue walk-through',
                    'Reorder of last season',
                    'Samples for the fall program',
                    'Pricing questions',
                  ]),
                { probability: 0.4 },
              ) ?? null,
            bookedAt: now,
          });
          slot += length;
        }
      }
    }
    if (meetings.length) await tx.insert(tradeShowMeetings).values(meetings);
  }
}
