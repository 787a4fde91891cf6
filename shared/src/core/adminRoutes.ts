import { z } from 'zod';
import { emailSettingsAnswerSchema } from './emailSettingsAnswerSchema';
import { emailSettingsSchema } from './emailSettingsSchema';
import { licenseActiveSchema, licenseApproveSchema, sellSheetSchema } from './licenseSkuSchemas';
import { marketingDownloadSchema } from './marketingResources';
import { userWithAccessSchema } from './platformRoutes';
import { fileAnswer, isoDateTime, noContent, restRoute, idParams } from './rest';
import { salesDownloadSchema, salesListQuerySchema, salesResourceEditSchema } from './salesResourceSchemas';
import { bookMeetingSchema, deleteMeetingSchema, moveMeetingSchema } from './tradeShowSchemas';
import { userAccessSchema } from './userAccessSchema';

// Administration's REST routes (spec 002 §7; server/src/areas/admin/routes.ts, mfe-admin/README.md):
// user access, e-mail settings, sales and marketing resources, license SKUs, the style masks'
// upload and the trade-show schedule's writes. The upload, edit and delete of sales resources, the
// booking and the mask upload are ours (the spec shows no call for them).

const uploader = z.object({ id: z.number().int(), name: z.string() });

/** A sales document: its path (folder and file name), display name, extension, size in bytes, categories and uploader. */
export const salesResourceSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  extension: z.string(),
  size: z.number().int(),
  categories: z.array(z.number().int()),
  uploadedBy: uploader.nullable(),
  createdAt: isoDateTime,
});

/** One page of the Sales Resources table, with everyone who uploaded something (the Uploaded by filter). */
export const salesResourcePageSchema = z.object({
  resources: z.array(salesResourceSchema),
  total: z.number().int(),
  uploaders: z.array(uploader),
});

/** A licensed SKU as the approval list shows it (prices C and U in dollars). */
export const licenseSkuSchema = z.object({
  id: z.number().int(),
  styleCode: z.string(),
  name: z.string(),
  color: z.string(),
  colorCode: z.string(),
  hex: z.string(),
  C: z.number(),
  U: z.number(),
  team: z.string(),
  league: z.string(),
  player: z.string().nullable(),
  createdAt: isoDateTime,
  approve: z.boolean(),
  active: z.boolean(),
});

/** A meeting as the schedule shows it: the details (host name to comment) only to its host, rep 000 and view_appointments. */
export const meetingSchema = z.object({
  id: z.number().int(),
  station: z.string().nullable(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  host: z.string(),
  hostName: z.string().nullable(),
  customer: z.string().nullable(),
  customerName: z.string().nullable(),
  atendee: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  comment: z.string().nullable(),
  mine: z.boolean(),
});

export const adminRoutes = {
  saveUserAccess: restRoute({
    method: 'POST',
    path: '/users',
    summary: "Replaces a user's access flags (userAdmin; not your own, not an external user's); answers the user as the list shows it.",
    body: userAccessSchema,
    answers: { 200: userWithAccessSchema },
  }),
  emailSettings: restRoute({
    method: 'GET',
    path: '/emailAccess',
    summary: "The caller's own e-mail settings.",
    answers: { 200: emailSettingsAnswerSchema },
  }),
  saveEmailSettings: restRoute({
    method: 'PUT',
    path: '/emailAccess',
    summary: "Saves the caller's own e-mail settings; answers them as GET does.",
    body: emailSettingsSchema,
    answers: { 200: emailSettingsAnswerSchema },
  }),
  salesResources: restRoute({
    method: 'GET',
    path: '/sales_resources',
    summary: 'A page of the sales documents, searched, filtered and sorted (external users: the Corporate External documents only).',
    query: salesListQuerySchema,
    answers: { 200: salesResourcePageSchema },
  }),
  downloadSalesResources: restRoute({
    method: 'POST',
    path: '/sales_resources/download',
    summary: 'The chosen documents as SalesResources.zip, streamed as it is written; an unknown path is 404 before anything is sent.',
    body: salesDownloadSchema,
    answers: { 200: fileAnswer('application/zip') },
  }),
  salesResourceFile: restRoute({
    method: 'GET',
    path: '/sales_resources/:id/file',
    summary: 'One document, as an attachment of its own media type.',
    params: idParams,
    answers: { 200: fileAnswer('*/*', 'The document, with the media type it was uploaded with') },
  }),
  uploadSalesResource: restRoute({
    method: 'POST',
    path: '/sales_resources',
    summary:
      'Uploads a document (resourceEdit; multipart: the field `categories`, ids separated by commas, then `file`, at most 25 MB); answers it.',
    answers: { 200: salesResourceSchema },
  }),
  editSalesResource: restRoute({
    method: 'PUT',
    path: '/sales_resources/:id',
    summary: 'Renames a document (the extension stays) and sets its categories (resourceEdit); answers it.',
    params: idParams,
    body: salesResourceEditSchema,
    answers: { 200: salesResourceSchema },
  }),
  deleteSalesResource: restRoute({
    method: 'DELETE',
    path: '/sales_resources/:id',
    summary: 'Deletes a document and its file (resourceEdit).',
    params: idParams,
    answers: { 204: noContent },
  }),
  downloadMarketingResources: restRoute({
    method: 'POST',
    path: '/marketing_resources/download',
    summary: 'The chosen files and folders as MarketingResources.zip, streamed; an unknown path is 404 before anything is sent.',
    body: marketingDownloadSchema,
    answers: { 200: fileAnswer('application/zip') },
  }),
  approveLicenseSkus: restRoute({
    method: 'POST',
    path: '/license/approve',
    summary: 'Approves the SKUs (one-way; approved ones stay); an unknown one is 404 and nothing changes. Answers the SKUs.',
    body: licenseApproveSchema,
    answers: { 200: z.array(licenseSkuSchema) },
  }),
  setLicenseSkusActive: restRoute({
    method: 'POST',
    path: '/license/active',
    summary: 'Enables or disables the SKUs (without `active`, each is toggled); answers them.',
    body: licenseActiveSchema,
    answers: { 200: z.array(licenseSkuSchema) },
  }),
  sellSheet: restRoute({
    method: 'POST',
    path: '/sellsheet/license/sku',
    summary: 'The sell sheet of the style codes as LicenseSellSheet.pdf.',
    body: sellSheetSchema,
    answers: { 200: fileAnswer('application/pdf') },
  }),
  uploadMask: restRoute({
    method: 'POST',
    path: '/styles/:sku/masks',
    summary:
      "Checks and stages a style's mask PNG (development; multipart: one `file`), which UpdateStyle's imageMasks then names by its `upload`.",
    params: z.object({ sku: z.string() }),
    answers: {
      200: z.object({
        upload: z.string(),
        fileName: z.string(),
        size: z.number().int(),
        width: z.number().int(),
        height: z.number().int(),
      }),
    },
  }),
  bookMeeting: restRoute({
    method: 'POST',
    path: '/schedule/book',
    summary: 'Books a meeting at a trade show (a rep for themselves; rep 000 and view_appointments for any rep); answers it.',
    body: bookMeetingSchema,
    answers: { 200: meetingSchema },
  }),
  moveMeeting: restRoute({
    method: 'PUT',
    path: '/schedule/station',
    summary: "Moves the host's meeting at start–end to another station (null: the walk-through); answers it.",
    body: moveMeetingSchema,
    answers: { 200: meetingSchema },
  }),
  deleteMeeting: restRoute({
    method: 'POST',
    path: '/schedule/delete',
    summary: 'Deletes a meeting and e-mails its customer.',
    body: deleteMeetingSchema,
    answers: { 204: noContent },
  }),
};
