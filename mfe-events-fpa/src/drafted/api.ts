import {
  api,
  DRAFTED_MESSAGES,
  eventsFpaApi,
  gql,
  messages,
  directoryApi,
  type eventsFpaRoutes,
  type League,
  type RouteInput,
} from '@portal/shared';
import { graphql } from '../gql';
import type {
  DraftedContestInput,
  DraftedContestQuery,
  DraftedContestsQuery,
  DraftedOrganizationInput,
  DraftedOrganizationsQuery,
  DraftedSponsorInput,
  DraftedSponsorsQuery,
} from '../gql/graphql';

// Drafted contest calls (spec 002 §7 "Drafted contests"): the four queries and six mutations, and
// the upload a logo or artist agreement goes through first (POST /api/drafted/upload?kind=…,
// multipart; README "Decisions"), plus the leagues and teams (GET /api/leagueTeam); the REST calls
// typed by their contract (eventsFpaRoutes, directoryRoutes in @portal/shared/core).

export const DRAFTED_CONTESTS_QUERY = graphql(`
  query DraftedContests($sortBy: String, $desc: Boolean) {
    draftedContests(sortBy: $sortBy, desc: $desc) {
      id name logoUrl submissionStart voteStart voteEnd
      organization { id name league team }
      sponsor { id name }
    }
  }
`);

export const DRAFTED_CONTEST_QUERY = graphql(`
  query DraftedContest($id: Int) {
    draftedContest(id: $id) {
      id name details handle logoUrl submissionStart voteStart voteEnd agreementUrl
      primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex
      organization { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }
      sponsor { id name logoUrl }
      changes { id at actorName table action changes { field before after } }
    }
  }
`);

export const DRAFTED_ORGANIZATIONS_QUERY = graphql(`
  query DraftedOrganizations {
    draftedOrganizations { id name logoUrl primaryColorHex secondaryColorHex primaryTextColorHex secondaryTextColorHex leagueId teamId league team }
  }
`);

export const DRAFTED_SPONSORS_QUERY = graphql(`
  query DraftedSponsors {
    draftedSponsors { id name logoUrl }
  }
`);

export const CREATE_DRAFTED_ORGANIZATION = graphql(`
  mutation CreateDraftedOrganization($input: DraftedOrganizationInput!) {
    createDraftedOrganization(input: $input) { id name }
  }
`);

export const UPDATE_DRAFTED_ORGANIZATION = graphql(`
  mutation UpdateDraftedOrganization($input: DraftedOrganizationInput!) {
    updateDraftedOrganization(input: $input) { id name }
  }
`);

export const CREATE_DRAFTED_SPONSOR = graphql(`
  mutation CreateDraftedSponsor($input: DraftedSponsorInput!) {
    createDraftedSponsor(input: $input) { id name }
  }
`);

export const UPDATE_DRAFTED_SPONSOR = graphql(`
  mutation UpdateDraftedSponsor($input: DraftedSponsorInput!) {
    updateDraftedSponsor(input: $input) { id name }
  }
`);

export const CREATE_DRAFTED_CONTEST = graphql(`
  mutation CreateDraftedContest($input: DraftedContestInput!) {
    createDraftedContest(input: $input) { id }
  }
`);

export const UPDATE_DRAFTED_CONTEST = graphql(`
  mutation UpdateDraftedContest($input: DraftedContestInput!) {
    updateDraftedContest(input: $input) { id }
  }
`);

export type ContestRow = DraftedContestsQuery['draftedContests'][number];
export type Contest = NonNullable<DraftedContestQuery['draftedContest']>;
export type Organization = DraftedOrganizationsQuery['draftedOrganizations'][number];
export type Sponsor = DraftedSponsorsQuery['draftedSponsors'][number];
export type { League };

export async function fetchContests(sortBy: string | null, desc: boolean | null, signal?: AbortSignal): Promise<ContestRow[]> {
  return (await gql(DRAFTED_CONTESTS_QUERY, { sortBy, desc }, { signal, silent: true, errorMessage: DRAFTED_MESSAGES.loadFailed }))
    .draftedContests;
}

export async function fetchContest(id: number, signal?: AbortSignal): Promise<Contest | null> {
  return (await gql(DRAFTED_CONTEST_QUERY, { id }, { signal, silent: true, errorMessage: DRAFTED_MESSAGES.loadFailed })).draftedContest;
}

export async function fetchOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return (await gql(DRAFTED_ORGANIZATIONS_QUERY, {}, { signal, errorMessage: DRAFTED_MESSAGES.loadFailed })).draftedOrganizations;
}

export async function fetchSponsors(signal?: AbortSignal): Promise<Sponsor[]> {
  return (await gql(DRAFTED_SPONSORS_QUERY, {}, { signal, errorMessage: DRAFTED_MESSAGES.loadFailed })).draftedSponsors;
}

export function fetchLeagues(signal?: AbortSignal): Promise<League[]> {
  return api.call(directoryApi.leagueTeams, undefined, { signal, errorMessage: messages.somethingWentWrong });
}

export async function createOrganization(input: DraftedOrganizationInput) {
  return (await gql(CREATE_DRAFTED_ORGANIZATION, { input }, { errorMessage: DRAFTED_MESSAGES.saveFailed })).createDraftedOrganization;
}
export async function updateOrganization(input: DraftedOrganizationInput) {
  return (await gql(UPDATE_DRAFTED_ORGANIZATION, { input }, { errorMessage: DRAFTED_MESSAGES.saveFailed })).updateDraftedOrganization;
}
export async function createSponsor(input: DraftedSponsorInput) {
  return (await gql(CREATE_DRAFTED_SPONSOR, { input }, { errorMessage: DRAFTED_MESSAGES.saveFailed })).createDraftedSponsor;
}
export async function updateSponsor(input: DraftedSponsorInput) {
  return (await gql(UPDATE_DRAFTED_SPONSOR, { input }, { errorMessage: DRAFTED_MESSAGES.saveFailed })).updateDraftedSponsor;
}
export async function createContest(input: DraftedContestInput) {
  return (await gql(CREATE_DRAFTED_CONTEST, { input }, { errorMessage: DRAFTED_MESSAGES.saveFailed })).createDraftedContest;
}
export async function updateContest(input: DraftedContestInput) {
  return (await gql(UPDATE_DRAFTED_CONTEST, { input }, { errorMessage: DRAFTED_MESSAGES.saveFailed })).updateDraftedContest;
}

type Upload = typeof eventsFpaRoutes.draftedUpload;

/** Uploads a logo or the artist agreement; answers the token the mutations name. */
export function uploadDraftedFile(kind: RouteInput<Upload>['query']['kind'], file: File, onProgress?: (ratio: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(
    eventsFpaApi.draftedUpload,
    form,
    { query: { kind } },
    {
      onProgress,
      errorMessage: kind === 'logo' ? DRAFTED_MESSAGES.logoType : DRAFTED_MESSAGES.agreementType,
    },
  );
}
