import {
  adminApi,
  api,
  gql,
  messages,
  directoryApi,
  SCHEDULE_MESSAGES,
  type BookMeetingInput,
  type DeleteMeetingInput,
  type MoveMeetingInput,
} from '@portal/shared';
import { graphql } from '../gql';
import type { TradeShowQuery, TradeShowsQuery } from '../gql/graphql';

// Trade-show schedule calls (spec 002 §7): GraphQL tradeShows and tradeShow(name); POST
// /api/schedule/book (ours: the spec shows no booking call); PUT /api/schedule/station (start, end,
// show, host, station: null for a walk-through); POST /api/schedule/delete (startTime, endTime,
// station, rep, show); the REST calls typed by their contract (adminRoutes in @portal/shared/core).
// spec 002 §8: a fetch failure is '…while fetching the orders…', the others the schedule's own
// messages; refusals show the server's message (the shared client's 4xx rule).

export const TRADE_SHOWS = graphql(`
  query TradeShows {
    tradeShows {
      name
      startDate
      endDate
    }
  }
`);
export type TradeShowRow = TradeShowsQuery['tradeShows'][number];

export const TRADE_SHOW = graphql(`
  query TradeShow($name: String!) {
    tradeShow(name: $name) {
      name
      startDate
      endDate
      singleSessionLength
      maxSessionLength
      maxMeetings
      bookingsOpen
      stations {
        station
        hexCode
        dark
      }
      days {
        name
        startTime
        endTime
        meetings {
          id
          station
          startTime
          endTime
          host
          hostName
          customer
          customerName
          atendee
          email
          phone
          comment
          mine
        }
      }
      quota {
        usedMinutes
        quotaMinutes
        reached
      }
    }
  }
`);
export type TradeShow = NonNullable<TradeShowQuery['tradeShow']>;
export type ScheduleDay = TradeShow['days'][number];
export type Meeting = ScheduleDay['meetings'][number];
export type Station = TradeShow['stations'][number];

export const fetchTradeShows = (signal?: AbortSignal) =>
  gql(TRADE_SHOWS, {}, { signal, silent: true, errorMessage: messages.ordersFetchFailed }).then((d) => d.tradeShows);

export const fetchTradeShow = (name: string, signal?: AbortSignal) =>
  gql(TRADE_SHOW, { name }, { signal, silent: true, errorMessage: messages.ordersFetchFailed }).then((d) => d.tradeShow);

export const bookMeeting = (body: BookMeetingInput) =>
  api.call(adminApi.bookMeeting, { body }, { errorMessage: SCHEDULE_MESSAGES.bookFailed });

export const moveMeeting = (body: MoveMeetingInput) =>
  api.call(adminApi.moveMeeting, { body }, { errorMessage: messages.meetingUpdateFailed });

export const deleteMeeting = (body: DeleteMeetingInput) =>
  api.call(adminApi.deleteMeeting, { body }, { errorMessage: messages.meetingDeleteFailed });

/** GET /api/reps: whom rep 000 and view_appointments users book for. */
export const fetchScheduleReps = (signal?: AbortSignal) =>
  api
    .call(directoryApi.reps, undefined, { signal, errorMessage: messages.ordersFetchFailed })
    .then((reps) => reps.map((r) => ({ value: r.SREP, label: `${r.SREP} ${r.name}` })));
