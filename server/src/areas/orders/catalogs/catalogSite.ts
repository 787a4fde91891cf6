import { DEFAULT_CATALOG_SITE_URL } from '@portal/shared/core';

// The external catalog ordering site (spec 000 §2: "The name links to an external catalog ordering
// site using the catalog id"). Its address is configuration: CATALOG_SITE_URL, either a template
// holding {id} (https://shop.example.com/c/{id}?src=portal) or a base the id is appended to
// (https://shop.example.com/catalog/). The server builds each catalog's `url`, so the browser never
// assembles it and a change of site needs no front-end build.

type Env = Record<string, string | undefined>;

/** The configured template, always holding {id}; throws on anything but an http(s) URL. */
export function catalogSiteTemplate(env: Env = process.env): string {
  const raw = (env.CATALOG_SITE_URL ?? '').trim() || DEFAULT_CATALOG_SITE_URL;
  const template = raw.includes('{id}') ? raw : `${raw.replace(/\/+$/, '')}/{id}`;
  let parsed: URL;
  try {
    parsed = new URL(template.replace('{id}', '1'));
  } catch {
    throw new Error(`CATALOG_SITE_URL must be an http(s) URL, got '${raw}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`CATALOG_SITE_URL must be an http(s) URL, got '${raw}'`);
  }
  return template;
}

/** The catalog's page on the ordering site. */
export function catalogSiteUrl(template: string, catalogId: number): string {
  return template.split('{id}').join(encodeURIComponent(String(catalogId)));
}
