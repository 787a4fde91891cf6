import { z } from 'zod';
import { normalizeHandle } from './drafted';
import { EVENT_BG_SIZES, EVENT_INFO_POSITIONS, EVENT_OPTION_TYPES } from './customEvents';

// The input of updateCustomEvent(id, input) (spec 002 §7): every editable field of CustomEvent
// (spec 002 §3) with its categories, custom options and addresses (each list is the whole list:
// rows with an id are kept and changed, rows without one are added, rows left out are removed).
// The edit form and the server parse with it. Limits are ours (spec 002 §5: "other field rules for
// the event form are not shown"; mfe-events-fpa/README.md "Custom events").

export const EVENT_TEXT_MAX = 100;
export const EVENT_INFO_MAX = 2000;
export const EVENT_MESSAGES_FORM = {
  nameRequired: 'Please enter the event name.',
  handleRequired: 'Please enter a handle.',
  datesOrder: 'The end must be after the start.',
  dateRequired: 'Please pick a date.',
  rateRange: 'The price markup must be between -90% and 1000%.',
  tooLong: 'At most {max} characters.',
  email: 'Please enter a valid email.',
  color: 'Exactly 6 hex characters.',
  languages: 'Pick at least one language.',
  categoryName: 'Each category needs a name.',
  categoryMinMax: 'A category’s minimum cannot be above its maximum.',
  optionName: 'Each custom option needs a name.',
  addressLabel: 'Each address needs a label and a first address line.',
  flatFeeName: 'A flat fee needs a name.',
  positive: 'Must be 0 or more.',
} as const;
const M = EVENT_MESSAGES_FORM;

const text = (max = EVENT_TEXT_MAX) =>
  z
    .string()
    .max(max, M.tooLong.replace('{max}', String(max)))
    .nullish()
    .transform((v) => v?.trim() || null);
const count = z
  .number()
  .int()
  .min(0, M.positive)
  .max(100_000)
  .nullish()
  .transform((v) => v ?? null);
const money = z
  .number()
  .min(0, M.positive)
  .max(1_000_000)
  .nullish()
  .transform((v) => (v == null ? null : Math.round(v * 100) / 100));
const color = z
  .string()
  .nullish()
  .transform((v) => (v ? v.replace(/^#/, '').toUpperCase() : null))
  .refine((v) => v === null || /^[0-9A-F]{6}$/.test(v), M.color);
const when = z
  .string({ error: M.dateRequired })
  .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), M.dateRequired)
  .transform((v) => new Date(v));
const rowId = z.number().int().positive().max(2_147_483_647).nullish();

export const eventCategorySchema = z
  .object({
    id: rowId,
    name: z.string().trim().min(1, M.categoryName).max(EVENT_TEXT_MAX),
    maxItems: count,
    minItems: count,
    numb: z.number().int().min(0).max(10_000).nullish(),
    sortBy: text(50),
    sortByOrder: z.enum(['asc', 'desc']).nullish(),
    subCategory: text(),
    styleName: text(),
  })
  .refine((c) => c.minItems == null || c.maxItems == null || c.minItems <= c.maxItems, M.categoryMinMax);

export const eventOptionSchema = z.object({
  id: rowId,
  name: z.string().trim().min(1, M.optionName).max(EVENT_TEXT_MAX),
  required: z.boolean().default(false),
  availableOptions: z.array(z.string().trim().min(1).max(EVENT_TEXT_MAX)).max(100).default([]),
  optionType: z.enum(EVENT_OPTION_TYPES).default('text'),
  /** Another option of this event (its id), whose value makes this one required. */
  requiredIfId: rowId,
  requiredIfValue: text(),
});

export const eventAddressSchema = z.object({
  id: rowId,
  label: z.string().trim().min(1, M.addressLabel).max(EVENT_TEXT_MAX),
  attn: text(),
  customer: text(20),
  customerName: text(),
  number: text(20),
  address1: z.string().trim().min(1, M.addressLabel).max(EVENT_TEXT_MAX),
  address2: text(),
  address3: text(),
  city: text(),
  state: text(50),
  country: text(50),
  zip: text(20),
});

export const customEventInputSchema = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(EVENT_TEXT_MAX),
    handle: z
      .string({ error: M.handleRequired })
      .transform(normalizeHandle)
      .refine((v) => v.length > 0, M.handleRequired),
    start: when,
    end: when,
    delivery: when.nullish().transform((v) => v ?? null),
    addressNeeded: z.boolean(),
    maxItems: count,
    maxAmount: money,
    csr: text(10),
    showPrices: z.boolean(),
    /** spec 002 §5: the form derives it from the markup percent (percent / 100 + 1). */
    priceRate: z.number().min(0.1, M.rateRange).max(11, M.rateRange),
    defaultEmail: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || null)
      .refine((v) => v === null || (v.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)), M.email),
    noAllocations: z.boolean(),
    password: text(50),
    collectPayment: z.boolean(),
    flatFee: money,
    flatFeeName: text(),
    title: text(),
    info: text(EVENT_INFO_MAX),
    infoColor: color,
    infoPosition: z
      .enum(EVENT_INFO_POSITIONS)
      .nullish()
      .transform((v) => v ?? null),
    infoBackground: color,
    bgSize: z
      .enum(EVENT_BG_SIZES)
      .nullish()
      .transform((v) => v ?? null),
    /** spec 002 §9: null all, C Canada, otherwise USA. */
    country: z
      .enum(['C', 'U'])
      .nullish()
      .transform((v) => v ?? null),
    languages: z
      .array(z.enum(['EN', 'FR']))
      .min(1, M.languages)
      .transform((v) => [...new Set(v)]),
    customAddress: z.boolean(),
    styleName: text(),
    logo: text(200),
    banner: text(200),
    mobileBanner: text(200),
    categories: z.array(eventCategorySchema).max(200),
    customOptions: z.array(eventOptionSchema).max(100),
    addresses: z.array(eventAddressSchema).max(200),
  })
  .refine((e) => e.end > e.start, { message: M.datesOrder, path: ['end'] })
  .refine((e) => e.flatFee == null || e.flatFee === 0 || !!e.flatFeeName, { message: M.flatFeeName, path: ['flatFeeName'] });
export type CustomEventInputParsed = z.output<typeof customEventInputSchema>;
