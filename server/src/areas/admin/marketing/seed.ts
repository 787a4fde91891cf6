import type { Db } from '../../../db/client';
import { marketingResources } from '../../../db/tables/admin/marketing';
import { SEED_PREFIX, SEED_VIDEO, seedCsv, seedImage, seedPdf } from './seedFiles';

// Seeded marketing resources (mfe-admin/README.md "Marketing resources"): a folder tree with real
// files, written to the FileStore on first use (seedFiles.ts). SEED_SCALE adds 12 pictures per scale
// to Archive/2025 (a big folder for the speed figures).

type Row = typeof marketingResources.$inferInsert;

export async function seedMarketingResources(tx: Db, now: Date, scale: number): Promise<void> {
  const rows: Row[] = [];
  const dir = (folder: string, name: string) => rows.push({ folder, name, type: 'DIRECTORY', createdAt: now });
  let n = 0;
  const image = (folder: string, name: string, width = 240, height = 160) => {
    const key = `${SEED_PREFIX}img-${++n}-${width}x${height}.png`;
    rows.push({
      folder,
      name,
      type: 'IMAGE',
      key,
      mime: 'image/png',
      size: seedImage(n, width, height).length,
      width,
      height,
      createdAt: now,
    });
  };
  const pdf = (folder: string, name: string) => {
    const slug = name.replace(/\.pdf$/i, '').replace(/[^A-Za-z0-9]+/g, '-');
    rows.push({
      folder,
      name,
      type: 'PDF',
      key: `${SEED_PREFIX}doc-${slug}.pdf`,
      mime: 'application/pdf',
      size: seedPdf(slug.replace(/-/g, ' ')).length,
      createdAt: now,
    });
  };

  dir('', 'Golf');
  dir('', 'Corporate');
  dir('', 'Pro Sports');
  dir('', 'Archive');
  image('', 'Welcome Banner.png', 320, 120);
  rows.push({
    folder: '',
    name: 'Campaign Calendar.csv',
    type: 'OTHER',
    key: `${SEED_PREFIX}campaign-calendar.csv`,
    mime: 'text/csv',
    size: seedCsv().length,
    createdAt: now,
  });

  dir('Golf', 'Logos');
  image('Golf', 'Fairway Lifestyle.png', 320, 200);
  image('Golf', 'Clubhouse Display.png');
  rows.push({
    folder: 'Golf',
    name: 'Season Teaser.webm',
    type: 'VIDEO',
    key: `${SEED_PREFIX}season-teaser.webm`,
    mime: 'video/webm',
    size: 10639,
    ...SEED_VIDEO,
    posterKey: `${SEED_PREFIX}season-teaser-poster.png`,
    createdAt: now,
  });
  image('Golf/Logos', 'Golf Classic Logo.png', 160, 160);
  image('Golf/Logos', 'Fairway Crest.png', 160, 160);

  // A folder called Images: the download rewrite touches only the leading /Images/ (README "Decisions").
  dir('Corporate', 'Images');
  pdf('Corporate', 'Brand Guide.pdf');
  image('Corporate', 'Trade Show Banner.png', 320, 120);
  image('Corporate/Images', 'Booth Backdrop.png', 300, 200);

  image('Pro Sports', 'Hockey Night Poster.png', 160, 240);
  image('Pro Sports', 'Stadium Wide.png', 320, 140);

  dir('Archive', '2025');
  for (let i = 1; i <= 12 * scale; i++) image('Archive/2025', `Campaign ${String(i).padStart(4, '0')}.png`, 120, 80);

  for (let i = 0; i < rows.length; i += 1000) await tx.insert(marketingResources).values(rows.slice(i, i + 1000));
}
