import { asc } from 'drizzle-orm';
import { submissionStartOf, torontoDay, votingInstant } from '@portal/shared/core';
import type { Db } from '../../../db/client';
import type { SeedContext } from '../../area';
import { draftedContests, draftedOrganizations, draftedSponsors } from '../../../db/tables/events-fpa';
import { leaguesView, teamsView } from '../../../db/tables/directory.views';

// The drafted demo data: organizations, sponsors and four contests (upcoming, taking submissions,
// voting, over), their logos and agreement built-in files (service.ts SEED_FILES) so a fresh start
// needs no upload.

const DAY = 24 * 60 * 60_000;

export async function seedDrafted(tx: Db, { now }: SeedContext): Promise<void> {
  const leagueRows = await tx.select({ id: leaguesView.id }).from(leaguesView).orderBy(asc(leaguesView.id)).limit(2);
  const teamRows = await tx.select({ id: teamsView.id, leagueId: teamsView.leagueId }).from(teamsView).orderBy(asc(teamsView.id));
  const teamOf = (leagueId: number | undefined) => teamRows.find((t) => t.leagueId === leagueId)?.id ?? null;
  const [l1, l2] = leagueRows.map((l) => l.id);
  const orgs = await tx
    .insert(draftedOrganizations)
    .values([
      {
        name: 'Harbour City Hockey Club',
        logo: 'seed-harbour.svg',
        primaryColorHex: '0B3D91',
        secondaryColorHex: 'C8102E',
        primaryTextColorHex: 'FFFFFF',
        secondaryTextColorHex: '000000',
        leagueId: l1 ?? null,
        teamId: teamOf(l1),
        updatedAt: now,
      },
      {
        name: 'Northern Lights FC',
        logo: 'seed-northern.svg',
        primaryColorHex: '006847',
        secondaryColorHex: 'F2C500',
        primaryTextColorHex: 'FFFFFF',
        secondaryTextColorHex: '000000',
        leagueId: l2 ?? null,
        teamId: teamOf(l2),
        updatedAt: now,
      },
      {
        name: 'Maple Valley Minor Ball',
        logo: null,
        primaryColorHex: null,
        secondaryColorHex: null,
        primaryTextColorHex: 'FFFFFF',
        secondaryTextColorHex: '000000',
        leagueId: null,
        teamId: null,
        updatedAt: now,
      },
    ])
    .returning({ id: draftedOrganizations.id });
  const sponsors = await tx
    .insert(draftedSponsors)
    .values([
      { name: 'Lakeside Credit Union', logo: 'seed-lakeside.svg', updatedAt: now },
      { name: 'Trailhead Outfitters', logo: null, updatedAt: now },
    ])
    .returning({ id: draftedSponsors.id });
  const day = (offset: number) => torontoDay(new Date(now.getTime() + offset * DAY));
  const contest = (
    name: string,
    handle: string,
    org: number,
    sponsor: number | null,
    sub: number,
    vs: number,
    ve: number,
    colors: [string, string, string, string],
    logo: string,
  ) => ({
    name,
    handle,
    details: `${name}: design the jersey fans will wear next season. Submissions are judged on originality and how well they carry the club's colours.`,
    logo,
    organizationId: org,
    sponsorId: sponsor,
    primaryColorHex: colors[0],
    secondaryColorHex: colors[1],
    primaryTextColorHex: colors[2],
    secondaryTextColorHex: colors[3],
    submissionStart: submissionStartOf(day(sub)),
    voteStart: votingInstant(day(vs), '09:00:00'),
    voteEnd: votingInstant(day(ve), '21:00:00'),
    agreement: 'seed-agreement.html',
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(draftedContests)
    .values([
      contest(
        'Harbour City Third Jersey',
        'harbour-city-third-jersey',
        orgs[0].id,
        sponsors[0].id,
        10,
        30,
        40,
        ['0B3D91', 'C8102E', 'FFFFFF', '000000'],
        'seed-harbour.svg',
      ),
      contest(
        'Northern Lights Away Kit',
        'northern-lights-away-kit',
        orgs[1].id,
        null,
        -5,
        14,
        21,
        ['006847', 'F2C500', 'FFFFFF', '000000'],
        'seed-northern.svg',
      ),
      contest(
        'Harbour City Retro Night',
        'harbour-city-retro-night',
        orgs[0].id,
        sponsors[1].id,
        -30,
        -3,
        4,
        ['C8102E', '0B3D91', 'FFFFFF', '000000'],
        'seed-harbour.svg',
      ),
      contest(
        'Maple Valley Team Logo',
        'maple-valley-team-logo',
        orgs[2].id,
        sponsors[0].id,
        -90,
        -60,
        -45,
        ['8B0000', 'F5DEB3', 'FFFFFF', '000000'],
        'seed-lakeside.svg',
      ),
    ]);
}
