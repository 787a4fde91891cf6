import { sql } from 'drizzle-orm';
import type { MatrixContext } from '../../../test/accessMatrix';
import { signIn } from '../../../test/harness';
import { multipart, png } from '../../../test/multipart';
import { oneRow, searchFor, searchHolds, type AreaOwnership } from '../../../test/ownershipMatrix';

// Who owns a design (docs/ownership.md §2.6): the customer it was made for (designs.customer_numb;
// none for licence designs). Customer accounts reach their own customers' designs only, reps their
// customers' designs, licence designs and the showcased ones; staff every design. The colour and
// production tools are the art staff's, by flag.

/** A design of a rep-101 customer that customer@ is not linked to, not showcased (rep 102 and customer@ may not see it). */
async function repCustomersDesign({ db }: MatrixContext): Promise<{ id: string; variation: number; customer: string }> {
  return oneRow<{ id: string; variation: number; customer: string }>(
    db,
    sql`
      select d.id, d.variation, d.customer_numb as customer from designs d join customers c on c.numb = d.customer_numb
      where c.rep_code = '101' and not d.showcase and d.active
        and d.customer_numb not in (select uc.customer_numb from user_customers uc join users u on u.id = uc.user_id where u.email = 'customer@demo.local')
      order by d.id, d.variation limit 1`,
  );
}

/** An image customer@ staged with the Upload button, and one of customer@'s customers to upload it for. */
async function customersStagedImage({ app, db }: MatrixContext): Promise<{ id: string; upload: string; customer: string }> {
  const { payload, headers } = multipart([{ field: 'file', name: 'logo.png', data: png(200, 200) }]);
  const cookie = await signIn(app, 'customer@demo.local');
  const staged = await app.inject({ method: 'POST', url: '/api/design/upload/image', headers: { ...headers, cookie }, payload });
  if (staged.statusCode !== 200) throw new Error(`staging the image: ${staged.statusCode} ${staged.body}`);
  const customer = await oneRow<{ numb: string }>(
    db,
    sql`select uc.customer_numb as numb from user_customers uc join users u on u.id = uc.user_id
        where u.email = 'customer@demo.local' order by uc.customer_numb limit 1`,
  );
  return { id: customer.numb, upload: staged.json().id, customer: customer.numb };
}

const tools = 'the art staff’s colour and production tools: the flags decide (docs/ownership.md §2.9)';
const customerOfDesign = 'customer of the design: scopeOf (designs-color/designs.ts)';

export const designsColorOwnership: AreaOwnership = {
  cases: [
    {
      call: 'GET /api/search',
      owner: 'customer',
      rule: 'searchDesigns (designs-color/search.ts): scopeOf, as the lists',
      record: async (ctx) => {
        const d = await repCustomersDesign(ctx);
        return { key: `${d.id}-${d.variation}` };
      },
      request: (d) => searchFor(d.key),
      reaches: ['rep', 'artist', 'admin'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: searchHolds('design'),
    },
    {
      call: 'Query.designV2',
      owner: 'customer',
      rule: customerOfDesign,
      record: repCustomersDesign,
      request: (d) => ({
        query: 'query($id: String!, $v: Int!) { designV2(id: $id, variation: $v) { id } }',
        variables: { id: d.id, v: d.variation },
      }),
      reaches: ['admin', 'artist', 'rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.designs',
      owner: 'customer',
      rule: customerOfDesign,
      record: repCustomersDesign,
      request: (d) => ({ query: 'query($s: String) { designs(search: $s, searchCol: "id") { designs { id } } }', variables: { s: d.id } }),
      reaches: ['admin', 'rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: (answer, d) => !answer.codes.length && (answer.body?.designs?.designs ?? []).some((x: { id: string }) => x.id === d.id),
    },
    {
      call: 'GET /Images/Designs/:file',
      owner: 'customer',
      rule: `${customerOfDesign}; designVisibleTo (designs-color/designArt.ts)`,
      record: repCustomersDesign,
      request: (d) => ({ method: 'GET', url: `/Images/Designs/${encodeURIComponent(d.id)}-${d.variation}.svg` }),
      reaches: ['admin', 'artist', 'rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'GET /Images/Designs/:design/:kind',
      owner: 'customer',
      rule: `${customerOfDesign}; designVisibleTo (designs-color/designArt.ts)`,
      record: repCustomersDesign,
      request: (d) => ({ method: 'GET', url: `/Images/Designs/${encodeURIComponent(d.id)}-${d.variation}/production` }),
      reaches: ['admin', 'artist', 'rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
    },
    {
      call: 'Query.designFilter',
      owner: 'customer',
      rule: customerOfDesign,
      record: repCustomersDesign,
      request: () => ({ query: '{ designFilter { customer { numb } } }' }),
      reaches: ['admin', 'rep'],
      refused: ['rep2', 'customer', 'otherCustomer'],
      reached: (answer, c) =>
        !answer.codes.length && (answer.body?.designFilter?.customer ?? []).some((x: { numb: string }) => x.numb === c.customer),
    },
    {
      call: 'POST /api/design/upload',
      owner: 'customer',
      rule: 'uploadDesign (designs-color/upload.ts): a CUSTOMER user uploads for its own customers, from its own staged image',
      record: customersStagedImage,
      request: (s) => ({
        method: 'POST',
        url: '/api/design/upload',
        payload: { upload: s.upload, customer: s.customer, method: 'DTF', width: 5 },
      }),
      reaches: ['customer'],
      refused: ['otherCustomer'],
      write: true,
      // "Create Art", the external toggle that grants the Upload button.
      grants: { customer: ['artist'], otherCustomer: ['artist'] },
    },
  ],
  notOwned: {
    'GET /api/contrast': 'colour arithmetic on the colours given',
    'POST /api/design/new/license': 'a licence design names no customer',
    'GET /api/production/ai_swatches_admin': tools,
    'POST /api/production/ai_swatches_admin': tools,
    'PUT /api/production/ai_swatches_admin': tools,
    'DELETE /api/production/ai_swatches_admin': tools,
    'GET /api/production/ai_swatches': tools,
    'GET /api/production/printer_color_mappings': tools,
    'POST /api/production/printer_color_mappings': tools,
    'PUT /api/production/printer_color_mappings': tools,
    'GET /api/production/extract_colors_by_team/:leagueId/:teamId': tools,
    'POST /api/decorate/pms_file': tools,
    'POST /api/production/save_design_colors': tools,
    'GET /Images/PMS/:file': tools,
    'POST /api/drops': 'licence drops: collections, not a customer’s',
    'Query.dropsV2': 'licence drops: collections, not a customer’s',
    'GET /api/openJobs': tools,
    'POST /api/design/disable/bulk':
      'the art staff disable any customer’s designs: staff accounts with their flags (designsDisable, staffHasAny)',
    'POST /api/design/upload/image': 'stages an image for its uploader; only the uploader’s staged image is taken (the upload case)',
    'GET /api/production/designs': tools,
    'GET /api/production/dropship_collections': tools,
    'POST /api/generateProductionArt': tools,
    'POST /api/production/recolorFiles': tools,
    'GET /api/production/recolored/:design/:file': tools,
    'GET /api/production/jobFolder/:file': tools,
    'POST /api/production/recolor_dropship_collection': tools,
  },
};
