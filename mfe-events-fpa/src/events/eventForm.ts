import { customEventInputSchema, markupPercentOf, priceRateOf } from '@portal/shared';
import type { CustomEventInput } from '../gql/graphql';
import type { CustomEvent } from './api';

// The Edit Event form's state and rules (spec 002 §3, §5): every field of the event, its
// categories, custom options and addresses; the price markup is edited as a percent
// ((priceRate*10-10)*10) and sent as the rate (percent/100+1). The rules are the server's
// (customEventInputSchema of @portal/shared/core); the form shows each message under its field.

export interface EventForm extends Omit<CustomEventInput, 'priceRate' | 'csr'> {
  markupPercent: number | null;
  csr: string | null;
}

/** A row of the answer without the GraphQL type name (an input does not take it). */
const plain = <T extends object>(row: T): Omit<T, '__typename'> => {
  const copy = { ...row } as T & { __typename?: string };
  delete copy.__typename;
  return copy;
};

export function eventFormOf(e: CustomEvent): EventForm {
  return {
    name: e.name,
    handle: e.handle,
    logo: e.logo ?? null,
    banner: e.banner ?? null,
    mobileBanner: e.mobileBanner ?? null,
    start: e.start,
    end: e.end,
    delivery: e.delivery ?? null,
    addressNeeded: e.addressNeeded,
    maxItems: e.maxItems ?? null,
    maxAmount: e.maxAmount ?? null,
    csr: e.csr?.number ?? null,
    showPrices: e.showPrices,
    markupPercent: markupPercentOf(e.priceRate),
    defaultEmail: e.defaultEmail ?? null,
    noAllocations: e.noAllocations,
    password: e.password ?? null,
    collectPayment: e.collectPayment,
    flatFee: e.flatFee ?? null,
    flatFeeName: e.flatFeeName ?? null,
    title: e.title ?? null,
    info: e.info ?? null,
    infoColor: e.infoColor ?? null,
    infoPosition: e.infoPosition ?? null,
    infoBackground: e.infoBackground ?? null,
    bgSize: e.bgSize ?? null,
    country: e.country ?? null,
    languages: [...e.languages],
    customAddress: e.customAddress,
    styleName: e.styleName ?? null,
    categories: e.categories.map(plain),
    customOptions: e.customOptions.map((o) => ({ ...plain(o), availableOptions: [...o.availableOptions] })),
    addresses: e.addresses.map(plain),
  };
}

/** What the form sends: the rate derived from the percent (spec 002 §5). */
export function eventInputOf(form: EventForm): CustomEventInput {
  const { markupPercent, ...rest } = form;
  return { ...rest, priceRate: markupPercent == null ? (null as unknown as number) : priceRateOf(markupPercent) };
}

/** Field path ('name', 'categories.1.name') -> the first message for it. */
export function eventFormErrors(form: EventForm): Record<string, string> {
  const result = customEventInputSchema.safeParse(eventInputOf(form));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  if (form.markupPercent == null) errors.priceRate ??= 'Please enter the price markup.';
  return errors;
}
