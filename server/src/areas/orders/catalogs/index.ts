import type { Area } from '../../area';
import { catalogSiteTemplate } from './catalogSite';
import { catalogsGraphql } from './graphql';
import { seedCatalogs } from './seed';

/** Catalogs (spec 000 §2 "Catalogs list"): the list, the edit, the link to the ordering site. */
export const catalogsArea: Area = {
  name: 'catalogs',
  graphql: catalogsGraphql,
  seed: seedCatalogs,
  // Fail at start (buildApp), not on the first list, when CATALOG_SITE_URL is not an http(s) URL.
  register() {
    catalogSiteTemplate();
  },
};
