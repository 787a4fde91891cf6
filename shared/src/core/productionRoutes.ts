import { z } from 'zod';
import { generateProductionArtSchema, recolorDropshipSchema, recolorFilesSchema } from './designsColorSchemas';
import { fileAnswer, noContent, restRoute } from './rest';

// The production tools' REST routes (spec 001 §2.7, §4.3, §5.7, §7.7; the designs-color area,
// server/src/areas/designs-color/production.ts): job folders and recolouring.

/** What a recolour with errors answers (206): the errors, and the files it wrote all the same. */
const recoloredWithErrors = z.object({ errors: z.array(z.string()), files: z.array(z.string()) });

export const productionRoutes = {
  openJobs: restRoute({
    method: 'GET',
    path: '/openJobs',
    summary: 'The open jobs: confirmed, unshipped orders (status Approved).',
    answers: { 200: z.array(z.object({ id: z.number().int(), numb: z.number().int(), job: z.string() })) },
  }),
  designs: restRoute({
    method: 'GET',
    path: '/production/designs',
    summary: 'Active designs whose id starts with the typed text (at most 10), for the recolour picker.',
    query: z.object({ search: z.string().optional() }),
    answers: { 200: z.array(z.object({ id: z.string(), variation: z.number().int() })) },
  }),
  dropshipCollections: restRoute({
    method: 'GET',
    path: '/production/dropship_collections',
    summary: 'The open licence collections (dropship).',
    answers: { 200: z.array(z.object({ orderNum: z.number().int(), name: z.string() })) },
  }),
  generateProductionArt: restRoute({
    method: 'POST',
    path: '/generateProductionArt',
    summary: "Makes a job's folder: each design's production file as stored (an SVG with a 300 dpi PNG beside it) and job.json.",
    body: generateProductionArtSchema,
    answers: {
      200: z.object({ folder: z.string(), files: z.array(z.string()), designs: z.array(z.string()), download: z.string() }),
    },
  }),
  jobFolder: restRoute({
    method: 'GET',
    path: '/production/jobFolder/:file',
    summary: "A job's folder as a zip ({job}.zip), streamed as it is read.",
    params: z.object({ file: z.string() }),
    answers: { 200: fileAnswer('application/zip') },
  }),
  recolorFiles: restRoute({
    method: 'POST',
    path: '/production/recolorFiles',
    summary: "Recolours a design's file for a printer. The Link header names the files written.",
    body: recolorFilesSchema,
    answers: { 204: noContent, 206: recoloredWithErrors },
  }),
  recolorDropshipCollection: restRoute({
    method: 'POST',
    path: '/production/recolor_dropship_collection',
    summary: 'Recolours every design of a dropship collection for the default printer. The Link header names the files written.',
    body: recolorDropshipSchema,
    answers: { 204: noContent, 206: recoloredWithErrors },
  }),
  recolored: restRoute({
    method: 'GET',
    path: '/production/recolored/:design/:file',
    summary: 'A file a recolour wrote ({id}-{variation}, {printer field}.svg|png).',
    params: z.object({ design: z.string(), file: z.string() }),
    answers: { 200: fileAnswer('image/*') },
  }),
};
