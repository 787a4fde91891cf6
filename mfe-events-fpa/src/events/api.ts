import { api, EVENT_MESSAGES, eventReportFileName, eventsFpaApi, gql, messages } from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';
import { saveBlob } from '@portal/shared/ui';
import { graphql } from '../gql';
import type { CustomEventInput, CustomEventQuery, CustomEventsQuery } from '../gql/graphql';

// Custom event calls (spec 002 §7 "Custom events"): GraphQL customEvents(listType, orderBy, order,
// search, searchCol, page), customEvent(id), updateCustomEvent, deleteCustomEvent (cancel),
// toggleEvent, closeEvent, createCustomeEventProductionOrder (the spec's spelling), resendEmail;
// REST POST /api/event/order/cancel and POST /api/event/report (a spreadsheet blob named after the
// event), typed by their contract (eventsFpaRoutes in @portal/shared/core). Failures show the spec
// 002 §8 messages.

export const CUSTOM_EVENTS_QUERY = graphql(`
  query CustomEvents($listType: String, $orderBy: String, $order: String, $search: String, $searchCol: String, $page: Int) {
    customEvents(listType: $listType, orderBy: $orderBy, order: $order, search: $search, searchCol: $searchCol, page: $page) {
      id handle name start end customer customerName productionOrderNumber
      csr { number name }
      status { code description }
      totals { orders items }
    }
  }
`);

export const CUSTOM_EVENT_QUERY = graphql(`
  query CustomEvent($id: Int, $showCancelled: Boolean) {
    customEvent(id: $id) {
      id handle name logo banner mobileBanner start end delivery addressNeeded maxItems maxAmount customer customerName
      csr { number name }
      showPrices priceRate
      status { code description }
      totals { orders items }
      defaultEmail noAllocations password collectPayment flatFee flatFeeName createdBy productionOrder productionOrderNumber
      productionOrders { id numb status }
      billing { id name }
      title info infoColor infoPosition infoBackground bgSize country languages customAddress styleName
      categories { id name maxItems minItems numb sortBy sortByOrder subCategory styleName }
      customOptions { id name required availableOptions optionType requiredIfId requiredIfValue }
      addresses { id label attn customer customerName number address1 address2 address3 city state country zip }
      orders(showCancelled: $showCancelled) {
        numb createdAt totalItems totalPrice token status statusDesc
        productionOrder { id numb status }
        address { customerName firstName lastName email comments attn address1 address2 address3 city state country zip }
      }
      changes { id at actorName table action changes { field before after } }
    }
  }
`);

export const UPDATE_CUSTOM_EVENT = graphql(`
  mutation UpdateCustomEvent($id: Int!, $input: CustomEventInput!) {
    updateCustomEvent(id: $id, input: $input) { id status { code description } }
  }
`);
export const DELETE_CUSTOM_EVENT = graphql(`
  mutation DeleteCustomEvent($id: Int!, $emailCustomers: Boolean) {
    deleteCustomEvent(id: $id, emailCustomers: $emailCustomers) { id status { code description } }
  }
`);
export const TOGGLE_EVENT = graphql(`
  mutation ToggleEvent($id: Int!) {
    toggleEvent(id: $id) { id status { code description } }
  }
`);
export const CLOSE_EVENT = graphql(`
  mutation CloseEvent($id: Int!) {
    closeEvent(id: $id) { id status { code description } }
  }
`);
export const CREATE_PRODUCTION_ORDER = graphql(`
  mutation CreateCustomeEventProductionOrder($id: Int!) {
    createCustomeEventProductionOrder(id: $id) { id numb }
  }
`);
export const RESEND_EMAIL = graphql(`
  mutation ResendEmail($orderNum: Int!, $token: String!) {
    resendEmail(orderNum: $orderNum, token: $token)
  }
`);

export type EventRow = CustomEventsQuery['customEvents'][number];
export type CustomEvent = NonNullable<CustomEventQuery['customEvent']>;
export type EventOrder = CustomEvent['orders'][number];

export const fetchEvents = (listType: string, q: ListQuery, signal?: AbortSignal) =>
  gql(
    CUSTOM_EVENTS_QUERY,
    { listType, page: q.page, order: q.order, orderBy: q.orderBy, search: q.search || null, searchCol: q.searchCol || null },
    { signal, silent: true, errorMessage: messages.eventsFetchFailed },
  ).then((d) => d.customEvents);

export const fetchEvent = (id: number, showCancelled: boolean, signal?: AbortSignal) =>
  gql(CUSTOM_EVENT_QUERY, { id, showCancelled }, { signal, silent: true, errorMessage: messages.eventFetchFailed }).then(
    (d) => d.customEvent,
  );

export const updateEvent = (id: number, input: CustomEventInput) =>
  gql(UPDATE_CUSTOM_EVENT, { id, input }, { errorMessage: messages.eventUpdateFailed });
/** Enable/disable: an update of the event (spec 002 §8 has no message of its own for it). */
export const toggleEvent = (id: number) => gql(TOGGLE_EVENT, { id }, { errorMessage: messages.eventUpdateFailed });
export const closeEvent = (id: number) => gql(CLOSE_EVENT, { id }, { errorMessage: messages.eventCloseFailed });
export const cancelEvent = (id: number, emailCustomers: boolean) =>
  gql(DELETE_CUSTOM_EVENT, { id, emailCustomers }, { errorMessage: messages.eventCancelFailed });
/** The spec gives no failure text for it: the update one. */
export const createProductionOrder = (id: number) =>
  gql(CREATE_PRODUCTION_ORDER, { id }, { errorMessage: messages.eventUpdateFailed }).then((d) => d.createCustomeEventProductionOrder);
export const resendEmail = (orderNum: number, token: string) =>
  gql(RESEND_EMAIL, { orderNum, token }, { errorMessage: messages.somethingWentWrong });
export const cancelEventOrder = (eventId: number, orderNumb: number, token: string) =>
  api.call(eventsFpaApi.cancelEventOrder, { body: { eventId, orderNumb, token } }, { errorMessage: messages.eventOrderCancelFailed });
export async function exportReport(eventId: number, name: string): Promise<void> {
  const blob = await api.call(eventsFpaApi.eventReport, { body: { eventId } }, { errorMessage: messages.eventExportFailed });
  saveBlob(blob, eventReportFileName(name));
}
export { EVENT_MESSAGES };
