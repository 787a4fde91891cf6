import { z } from 'zod';
import { fileAnswer, isoDateTime, restRoute, pathId, idParams } from './rest';

// The design requests area's REST routes (spec 001 §7.2, spec 002 §7; server/src/areas/design-requests/routes.ts).
// The spec's calls are GraphQL; files cannot travel in them, so they are uploaded and served here:
// the uploads are multipart (their parts are read by the server, not declared here).

/** `?size=thumb|card`: a PNG of a stored image fitted in that box; any other size is 404, as a file no box has. */
const storedImageQuery = z.object({ size: z.string().optional() });

export const designRequestsRoutes = {
  count: restRoute({
    method: 'GET',
    path: '/designRequests/count',
    summary: 'The drawer’s counters within what the user sees: D open customer requests, L open licence requests, H complete.',
    answers: { 200: z.object({ D: z.number().int(), L: z.number().int(), H: z.number().int() }) },
  }),
  storeReference: restRoute({
    method: 'POST',
    path: '/designRequest/reference',
    summary:
      'Stores a reference image (multipart, one image up to 4 MB) as an art reference of the customer (a `customer` part, or ?customer=).',
    query: z.object({ customer: z.string().optional() }),
    answers: { 200: z.object({ id: z.number().int(), fileName: z.string(), createdAt: isoDateTime, path: z.string() }) },
  }),
  reference: restRoute({
    method: 'GET',
    path: '/designRequest/reference/:id',
    summary: 'A reference image, for whoever may pick its customer.',
    params: idParams,
    query: storedImageQuery,
    answers: { 200: fileAnswer('image/*') },
  }),
  stageArt: restRoute({
    method: 'POST',
    path: '/designRequest/:id/art',
    summary:
      'Checks and stages the four files of a new design (multipart: production, working, image, pms; method, cc): the token submitDesignRequestArt names, and the image’s size.',
    params: idParams,
    answers: { 200: z.object({ upload: z.string(), width: z.number(), height: z.number() }) },
  }),
  requestFile: restRoute({
    method: 'GET',
    path: '/designRequest/:id/file/:kind',
    summary: 'A file of a design request’s art (kind art, pms, production or working) as stored; production and working as attachments.',
    params: z.object({ id: pathId, kind: z.string() }),
    query: storedImageQuery,
    answers: { 200: fileAnswer('*/*', 'the file, with its own type') },
  }),
  stageSampleFiles: restRoute({
    method: 'POST',
    path: '/designSampleRequest/:id/files',
    summary: 'Stages 1 to 5 files (multipart, images or PDF up to 10 MB each) for a sample request’s comment or receive.',
    params: idParams,
    answers: { 200: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })) },
  }),
  sampleFile: restRoute({
    method: 'GET',
    path: '/designSampleRequest/:id/file/:fileId',
    summary: 'A file of a design sample request (an image, or a PDF shown inline).',
    params: z.object({ id: pathId, fileId: pathId }),
    query: storedImageQuery,
    answers: { 200: fileAnswer('*/*', 'the file, with its own type') },
  }),
  designFiles: restRoute({
    method: 'GET',
    path: '/design/file/:design',
    summary: 'The design’s files ({id}-{variation}) as a zip.',
    params: z.object({ design: z.string() }),
    answers: { 200: fileAnswer('application/zip') },
  }),
};
