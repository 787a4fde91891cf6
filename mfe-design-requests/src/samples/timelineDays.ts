import { formatMoney, formatTorontoDate } from '@portal/shared';
import type { TimelineDay, TimelineEntry } from '@portal/shared/ui';

// A sample request's or a design order's timeline for the shared Timeline: comments (with their
// files), system entries, and vendor price entries written out ("V100 - Name: $4.50 × 100, …").

export interface SampleTimelineItem {
  id: number;
  type: string;
  date: string;
  comment: string;
  createdBy?: { name: string } | null;
  files?: readonly { name: string; url: string }[];
  vendor?: { number: string; name: string } | null;
  prices?: readonly { price: number; quantity: number }[];
}

export const priceText = (e: Pick<SampleTimelineItem, 'vendor' | 'prices'>) =>
  `Prices from ${e.vendor?.number} - ${e.vendor?.name}: ${(e.prices ?? []).map((p) => `${formatMoney(Math.round(p.price * 100))} × ${p.quantity}`).join(', ')}`;

/** Newest day first, entries of a day oldest first (the answer is newest first). */
export function timelineDays(entries: readonly SampleTimelineItem[] | undefined): TimelineDay[] | undefined {
  if (!entries) return undefined;
  const byDay = new Map<string, TimelineEntry[]>();
  for (const e of [...entries].reverse()) {
    const day = formatTorontoDate(e.date);
    if (!byDay.has(day)) byDay.set(day, []);
    byDay.get(day)!.push({
      key: String(e.id),
      kind: e.type === 'system' ? 'system' : 'post',
      author: e.createdBy?.name ?? 'System',
      at: e.date,
      text: e.type === 'price' ? priceText(e) : e.comment,
      files: e.files,
    });
  }
  return [...byDay].reverse().map(([date, list]) => ({ date, entries: list }));
}
