import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DESIGN_REQUEST_STATUS, ORDER_STATUS, TREATMENTS, dayAfter } from '@portal/shared/core';
import type { Db } from '../../db/client';
import type { SeedContext } from '../area';
import { refreshDesignRequestSearch } from './requests';
import { seedDesignSamples } from './samplesSeed';
import { designRequests, designRequestTimeline, DESIGN_REQUEST_TABLES } from '../../db/tables/design-requests';
import { addAccounts } from '../../platform/accounts';
import { usersView } from '../../db/tables/platform.views';
import { customersView, playersView, teamsView } from '../../db/tables/directory.views';
import { orderHeadsView, orderLinesView } from '../../db/tables/orders/views';
import { designsView } from '../../db/tables/designs-color.views';

// Demo data of design requests (mfe-design-requests/README.md "Demo accounts" and "Seeded data").
// Accounts: artist2@ (a second artist: requests assigned to someone else), licence@ (licence
// artist and licence creation). rep@ finds one request in every status, customer and licence
// (with art, issues, notes, a revision, one COMPLETE whose design is in use and one whose is not);
// artist@ finds its queue and the unassigned queue; artmanager@ finds art to confirm, problems to
// return. Then generated requests of every status, scaled by SEED_SCALE.

export const DESIGN_REQUESTS_DEMO_ACCOUNTS = [
  { email: 'artist2@demo.local', name: 'Jesse Okafor', access: ['artist'] },
  { email: 'licence@demo.local', name: 'Quinn Laporte', access: ['licenseArtist', 'licenseCreation'] },
] as const;

const S = DESIGN_REQUEST_STATUS;
const DAY = 24 * 60 * 60_000;

type Insert = typeof designRequests.$inferInsert;

export async function seedDesignRequests(tx: Db, ctx: SeedContext): Promise<void> {
  const { scale, faker, now, demoPasswordHash } = ctx;
  await addAccounts(
    tx,
    DESIGN_REQUESTS_DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: a.name,
      passwordHash: demoPasswordHash,
      userType: 'INTERNAL' as const,
      access: [...a.access],
      createdAt: now,
    })),
  );
  const people = await tx
    .select({ id: usersView.id, email: usersView.email, name: usersView.name })
    .from(usersView)
    .where(
      inArray(usersView.email, [
        'rep@demo.local',
        'rep2@demo.local',
        'artist@demo.local',
        'artist2@demo.local',
        'artmanager@demo.local',
        'admin@demo.local',
      ]),
    );
  const who = (email: string) => people.find((p) => p.email === email)!;
  const rep = who('rep@demo.local');
  const rep2 = who('rep2@demo.local');
  const artist = who('artist@demo.local');
  const artist2 = who('artist2@demo.local');
  const manager = who('artmanager@demo.local');
  const custRows = await tx
    .select({ numb: customersView.numb, repCode: customersView.repCode })
    .from(customersView)
    .orderBy(asc(customersView.numb));
  const repCustomers = custRows.filter((c) => c.repCode === '101');
  const rep2Customers = custRows.filter((c) => c.repCode === '102');
  const cust = (i: number, list = repCustomers) => (list.length ? list : custRows)[i % (list.length || custRows.length)].numb;
  const playerRows = await tx
    .select({ id: playersView.id, teamId: playersView.teamId, leagueId: teamsView.leagueId })
    .from(playersView)
    .innerJoin(teamsView, eq(teamsView.id, playersView.teamId))
    .orderBy(asc(playersView.id))
    .limit(400);
  const player = (i: number) => playerRows[i % playerRows.length];
  // A design in use (on an Approved order) and one that is not, for the COMPLETE requests.
  const [inUse] = await tx
    .selectDistinct({ id: orderLinesView.designId, variation: orderLinesView.designVariation })
    .from(orderLinesView)
    .innerJoin(orderHeadsView, eq(orderHeadsView.id, orderLinesView.orderId))
    .innerJoin(designsView, and(eq(designsView.id, orderLinesView.designId), eq(designsView.variation, orderLinesView.designVariation)))
    .where(and(eq(orderHeadsView.status, ORDER_STATUS.Approved), isNotNull(orderLinesView.designId)))
    .orderBy(orderLinesView.designId, orderLinesView.designVariation)
    .limit(1);
  const free = await tx
    .select({
      id: designsView.id,
      variation: designsView.variation,
      method: designsView.method,
      width: designsView.widthIn,
      height: designsView.heightIn,
    })
    .from(designsView)
    .where(
      sql`not exists (select 1 from ${orderLinesView} oi join ${orderHeadsView} o on o.id = oi.order_id where oi.design_id = ${designsView.id} and oi.design_variation = ${designsView.variation} and o.status = ${ORDER_STATUS.Approved})`,
    )
    .orderBy(asc(designsView.uid))
    .limit(200);
  const freeDesign = (i: number) => free[i % free.length];

  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const rows: Insert[] = [];
  const timelines: { row: number; entries: { daysAgo: number; text: string; authorId: number | null }[] }[] = [];
  const add = (
    r: Partial<Insert> & { status: number; userId: number },
    daysAgo: number,
    entries: { daysAgo?: number; text: string; authorId?: number | null }[] = [],
  ) => {
    const treatment = TREATMENTS[rows.length % TREATMENTS.length];
    rows.push({
      license: false,
      method: treatment.type,
      widthIn: (4 + (rows.length % 7)).toFixed(2),
      heightIn: rows.length % 5 === 0 ? null : (3 + (rows.length % 5)).toFixed(2),
      cc: false,
      lines: [],
      instructions: faker.lorem.sentence(),
      dateCreated: at(daysAgo),
      dateRequired: dayAfter(at(daysAgo), 14),
      updatedAt: at(Math.max(0, daysAgo - 1)),
      ...r,
    });
    timelines.push({
      row: rows.length - 1,
      entries: [
        { daysAgo, text: 'Design request created.', authorId: null },
        ...entries.map((e) => ({ daysAgo: e.daysAgo ?? Math.max(0, daysAgo - 1), text: e.text, authorId: e.authorId ?? null })),
      ],
    });
  };
  const withDesign = (i: number) => {
    const d = freeDesign(i);
    return {
      designId: d.id,
      designVar: d.variation,
      artWidthIn: d.width,
      artHeightIn: d.height,
      artMethod: d.method,
      artCc: false,
      method: d.method,
      widthIn: d.width,
      heightIn: d.height,
    };
  };

  // rep@'s showcase: one in every status (customer requests), with the details each status shows.
  add(
    { status: S.AWAITING_ART, userId: rep.id, customerNumb: cust(0), instructions: 'Left chest logo, two colours, match the reference.' },
    1,
  );
  add(
    {
      status: S.AWAITING_ART,
      userId: rep.id,
      customerNumb: cust(1),
      artistId: artist.id,
      instructions: 'Full back print with the team name.',
    },
    3,
    [{ text: `Accepted by ${artist.name}.` }],
  );
  add(
    {
      status: S.UPDATE_REQUIRED,
      userId: rep.id,
      customerNumb: cust(2),
      artistId: artist.id,
      issues: ['Logo is low resolution', 'Missing colour information'],
    },
    6,
    [{ text: `Returned to the rep by ${manager.name}. Issues: Logo is low resolution; Missing colour information.` }],
  );
  add(
    {
      status: S.PROBLEM,
      userId: rep.id,
      customerNumb: cust(3),
      artistId: artist.id,
      issues: ['Requested size does not fit the treatment'],
      returnMarked: true,
    },
    5,
    [{ text: `Issue raised by ${artist.name}; marked to be returned to the rep. Issues: Requested size does not fit the treatment.` }],
  );
  add(
    {
      status: S.ART_CREATED,
      userId: rep.id,
      customerNumb: cust(4),
      artistId: artist.id,
      ...withDesign(0),
      correctedIssues: ['Text lines are unclear'],
    },
    8,
    [
      { text: `Art submitted by ${artist.name}.`, authorId: null },
      { text: 'Used the existing crest; the text lines were shortened.', authorId: artist.id },
    ],
  );
  add({ status: S.ART_READY, userId: rep.id, customerNumb: cust(5), artistId: artist.id, ...withDesign(1) }, 10, [
    { text: `Art confirmed ready for rep approval by ${manager.name}.` },
  ]);
  add(
    {
      status: S.COMPLETE,
      userId: rep.id,
      customerNumb: cust(6),
      artistId: artist.id,
      ...(inUse ? { designId: inUse.id!, designVar: inUse.variation! } : withDesign(2)),
    },
    40,
    [{ text: `Art approved by ${rep.name}; design ${inUse?.id}-${inUse?.variation} created.` }],
  );
  add(
    {
      status: S.COMPLETE,
      userId: rep.id,
      customerNumb: cust(7),
      artistId: artist2.id,
      ...withDesign(3),
      revisions: 1,
      note: 'Make the script thicker.',
    },
    30,
    [{ text: `Art approved by ${rep.name}.` }],
  );
  add({ status: S.SUSPENDED, userId: rep.id, customerNumb: cust(8) }, 12, [{ text: `Suspended by ${rep.name}.` }]);
  add(
    {
      status: S.AWAITING_ART,
      userId: rep.id,
      customerNumb: cust(9),
      artistId: artist2.id,
      note: 'The shade of blue is off; use the reference.',
      revisions: 1,
      ...withDesign(4),
    },
    15,
    [{ text: `Revision requested by ${rep.name}: The shade of blue is off; use the reference.` }],
  );
  // Licence requests (L): rep@ has licenceOrder.
  const lic = (i: number) => ({
    license: true,
    customerNumb: null,
    leagueId: player(i).leagueId,
    teamId: player(i).teamId,
    playerId: player(i).id,
  });
  add({ status: S.AWAITING_ART, userId: rep.id, ...lic(0) }, 2);
  add({ status: S.ART_CREATED, userId: rep.id, ...lic(1), artistId: manager.id, ...withDesign(5) }, 9);
  add({ status: S.ART_READY, userId: rep.id, ...lic(2), artistId: artist.id, ...withDesign(6) }, 11);
  add({ status: S.COMPLETE, userId: rep.id, ...lic(3), artistId: artist.id, ...withDesign(7) }, 50);
  // rep2@'s: one unassigned (someone else's for bulk suspend), one with artist2@.
  add({ status: S.AWAITING_ART, userId: rep2.id, customerNumb: cust(0, rep2Customers) }, 2);
  add({ status: S.ART_CREATED, userId: rep2.id, customerNumb: cust(1, rep2Customers), artistId: artist2.id, ...withDesign(8) }, 4);

  // Generated requests of every status, scaled.
  const reps = [rep, rep2];
  const artists = [artist, artist2, manager];
  const statuses = [
    S.AWAITING_ART,
    S.AWAITING_ART,
    S.UPDATE_REQUIRED,
    S.PROBLEM,
    S.ART_CREATED,
    S.ART_READY,
    S.COMPLETE,
    S.COMPLETE,
    S.COMPLETE,
    S.SUSPENDED,
  ];
  for (let i = 0; i < 60 * scale; i++) {
    const status = statuses[i % statuses.length];
    const r = reps[i % 2];
    const licence = i % 4 === 3;
    const assigned = status === S.SUSPENDED || (status === S.AWAITING_ART && i % 3 === 0) ? null : artists[i % 3].id;
    const hasArt = status === S.ART_CREATED || status === S.ART_READY || status === S.COMPLETE;
    add(
      {
        status,
        userId: r.id,
        ...(licence ? lic(i + 7) : { customerNumb: cust(i, r === rep ? repCustomers : rep2Customers) }),
        artistId: assigned,
        ...(hasArt ? withDesign(i + 10) : {}),
        issues: status === S.UPDATE_REQUIRED || status === S.PROBLEM ? ['Missing colour information'] : [],
        returnMarked: status === S.PROBLEM,
        revisions: i % 6 === 0 ? 1 : 0,
      },
      20 + (i % 700),
    );
  }

  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(
      ...(
        await tx
          .insert(designRequests)
          .values(rows.slice(i, i + 500))
          .returning({ id: designRequests.id })
      ).map((r) => r.id),
    );
  const entries = timelines.flatMap((t) =>
    t.entries.map((e, k) => ({
      requestId: ids[t.row],
      at: new Date(at(e.daysAgo).getTime() + k * 60_000),
      text: e.text,
      authorId: e.authorId,
    })),
  );
  for (let i = 0; i < entries.length; i += 1000) await tx.insert(designRequestTimeline).values(entries.slice(i, i + 1000));
  await refreshDesignRequestSearch(tx, 'all');
  for (const table of DESIGN_REQUEST_TABLES) await tx.execute(sql`analyze ${sql.identifier(table)}`);
  await seedDesignSamples(tx, ctx);
}
