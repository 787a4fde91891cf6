import { EVENT_MESSAGES_FORM, priceRateOf } from '@portal/shared';
import type { CustomEvent } from './api';
import { eventFormErrors, eventFormOf, eventInputOf } from './eventForm';
import { sampleEvent } from './testing/sampleEvent';

// The Edit Event form (spec 002 §5): the markup percent is shown from the rate
// ((priceRate*10-10)*10) and sent back as percent/100+1; the server's rules show under their fields.

const base = sampleEvent(1, 'Enabled', []);
const event: CustomEvent = {
  ...base,
  priceRate: 1.15,
  csr: { number: 'C01', name: 'Chris' },
  languages: ['EN'],
  // An answer may carry the type name (a cache that adds it): the form drops it.
  categories: [
    {
      __typename: 'CustomEventCategory',
      id: 4,
      name: 'Tees',
      maxItems: 3,
      minItems: 1,
      numb: 1,
      sortBy: null,
      sortByOrder: null,
      subCategory: null,
      styleName: null,
    },
  ],
} as unknown as CustomEvent;

describe('event form', () => {
  it('shows the rate as a markup percent and sends the derived rate', () => {
    const form = eventFormOf(event);
    expect(form.markupPercent).toBe(15);
    expect(form.csr).toBe('C01');
    expect(eventInputOf({ ...form, markupPercent: 30 }).priceRate).toBe(priceRateOf(30));
    expect(eventInputOf(form).priceRate).toBe(1.15);
    // The GraphQL type name never goes back in an input.
    expect(eventInputOf(form).categories![0]).not.toHaveProperty('__typename');
    expect(eventFormErrors(form)).toEqual({});
  });

  it('puts each rule under its field', () => {
    const form = eventFormOf(event);
    expect(eventFormErrors({ ...form, name: '' }).name).toBe(EVENT_MESSAGES_FORM.nameRequired);
    expect(eventFormErrors({ ...form, end: form.start }).end).toBe(EVENT_MESSAGES_FORM.datesOrder);
    expect(eventFormErrors({ ...form, languages: [] }).languages).toBe(EVENT_MESSAGES_FORM.languages);
    expect(eventFormErrors({ ...form, markupPercent: null }).priceRate).toBeTruthy();
    expect(eventFormErrors({ ...form, categories: [{ name: 'Caps', minItems: 5, maxItems: 2 }] })['categories.0']).toBe(
      EVENT_MESSAGES_FORM.categoryMinMax,
    );
    expect(eventFormErrors({ ...form, infoColor: 'zz' }).infoColor).toBe(EVENT_MESSAGES_FORM.color);
  });
});
