// spec 000 §9: shipping lead days per province or state, for Canada, the United States and 'USA'
// (the original data spells the US both ways; both keys hold the same table). Values are 2 to 10
// business days; the codes 99, 98 and 97 mark special entries (ours: what they mean, below), and a
// proposal for a special entry uses the maximum of the regular values.

/** Special entries (ours: the spec names the codes without their meaning). */
export const SHIPPING_SPECIAL = {
  /** No regular carrier service: quoted per shipment. */
  freightQuote: 99,
  /** Remote region: ships by air freight on request. */
  remote: 98,
  /** Customer pick-up from the warehouse. */
  pickup: 97,
} as const;
const SPECIAL_CODES: readonly number[] = Object.values(SHIPPING_SPECIAL);

export const CANADA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

// The warehouse ships from Quebec: nearby provinces are quick, the far west and north slow.
// Ontario is 10 in the spec's table (the original carries Ontario on its own truck run).
const CANADA_DAYS: Record<string, number> = {
  ON: 10,
  QC: 2,
  BC: 5,
  AB: 5,
  SK: 6,
  MB: 4,
  NB: 3,
  NS: 4,
  PE: 4,
  NL: 7,
  YT: SHIPPING_SPECIAL.remote,
  NT: SHIPPING_SPECIAL.remote,
  NU: SHIPPING_SPECIAL.freightQuote,
};

// US orders leave from a northeastern hub: New York 3, California 6 (spec 000 §9).
const US_DAYS: Record<string, number> = {
  NY: 3,
  NJ: 3,
  CT: 3,
  MA: 3,
  RI: 3,
  VT: 3,
  NH: 3,
  ME: 4,
  PA: 3,
  DE: 3,
  MD: 3,
  DC: 3,
  VA: 4,
  WV: 4,
  OH: 4,
  MI: 4,
  IN: 4,
  IL: 4,
  WI: 5,
  MN: 5,
  IA: 5,
  MO: 5,
  KY: 4,
  TN: 5,
  NC: 4,
  SC: 5,
  GA: 5,
  FL: 6,
  AL: 5,
  MS: 6,
  LA: 6,
  AR: 6,
  TX: 6,
  OK: 6,
  KS: 6,
  NE: 6,
  SD: 6,
  ND: 6,
  MT: 7,
  WY: 7,
  CO: 6,
  NM: 7,
  AZ: 7,
  UT: 7,
  NV: 7,
  ID: 7,
  WA: 7,
  OR: 7,
  CA: 6,
  AK: SHIPPING_SPECIAL.remote,
  HI: SHIPPING_SPECIAL.remote,
  PR: SHIPPING_SPECIAL.freightQuote,
};

export const SHIPPING_LEAD_DAYS: Record<'Canada' | 'United States' | 'USA', Readonly<Record<string, number>>> = {
  Canada: CANADA_DAYS,
  'United States': US_DAYS,
  USA: US_DAYS,
};

export function isSpecialLeadDays(days: number): boolean {
  return SPECIAL_CODES.includes(days);
}

/** The maximum of the regular values of the whole table (spec 000 §9 "a maximum is computed"). */
export const MAX_SHIPPING_LEAD_DAYS: number = Math.max(
  ...Object.values(SHIPPING_LEAD_DAYS).flatMap((table) => Object.values(table).filter((d) => !isSpecialLeadDays(d))),
);

/** Our customers' country codes (C Canada, U United States) and the table's country names. */
export function leadDaysCountry(country: string): keyof typeof SHIPPING_LEAD_DAYS | null {
  const c = country.trim().toUpperCase();
  if (c === 'C' || c === 'CA' || c === 'CANADA') return 'Canada';
  if (c === 'U' || c === 'US' || c === 'USA' || c === 'UNITED STATES') return 'United States';
  return null;
}

/**
 * Business days to allow for shipping to a province or state. An unknown region or a special
 * entry gets the table's maximum, so a proposed date is never too early.
 */
export function shippingLeadDays(country: string, province: string | null | undefined): number {
  const table = leadDaysCountry(country);
  const days = table && province ? SHIPPING_LEAD_DAYS[table][province.trim().toUpperCase()] : undefined;
  return days === undefined || isSpecialLeadDays(days) ? MAX_SHIPPING_LEAD_DAYS : days;
}

/** Adds business days (Monday to Friday) to a date. */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d;
}

/** A proposed date required: the ship date plus the lead days of the destination. */
export function proposedDateRequired(shipDate: Date, country: string, province: string | null | undefined): Date {
  return addBusinessDays(shipDate, shippingLeadDays(country, province));
}
