import { useState } from 'react';
import { APPROVAL_ART_PAGE_PX, approvalArtPath, formatMoney, messages } from '@portal/shared/core';
import type { ApprovalItem, ApprovalLink } from '../api';

// What the customer approves (INPUT): each item's art, style, colour, design, sizes with their
// quantities, price and amount, then the order's charges and total. The art is reached through the
// link itself (server approval/approvalArt.ts), never a signed-in address: a PNG made for the page
// (three times the shown size, for sharp phone screens), loaded lazily with its size reserved so
// nothing moves; a tap opens the full art. Plain list semantics, no library: the page's JavaScript
// budget (mfe-orders/README.md).

interface ApprovalItemsProps {
  link: ApprovalLink;
  /** The link's order and id: the art's address. */
  order: number;
  id: string;
}

export function ApprovalItems({ link, order, id }: ApprovalItemsProps) {
  const money = (cents: number) => formatMoney(cents, link.currency);
  return (
    <section className="approval-items" aria-label="Your order">
      <ul className="approval-item-list">
        {link.items.map((item) => (
          <li key={item.id} className="approval-item">
            <ItemArt item={item} order={order} id={id} />
            <div className="approval-item-text">
              <p className="approval-item-name">
                {item.name} <span className="approval-muted">({item.styleCode})</span>
              </p>
              <p>Colour: {item.color}</p>
              {item.design && <p>Design: {item.design}</p>}
              <ul className="approval-sizes" aria-label={`Sizes of ${item.name}`}>
                {item.sizes.map((s) => (
                  <li key={s.size}>
                    {s.size} × {s.quantity}
                    {s.upchargeCents ? ` (+${money(s.upchargeCents)})` : ''}
                  </li>
                ))}
              </ul>
              <p>
                {item.quantity} × {money(item.priceCents)} = <strong>{money(item.amountCents)}</strong>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="approval-totals">
        {link.charges.map((c, i) => (
          // Two charges may share a name (two set-up fees): the position keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: charges have no id on the wire and never reorder
          <div key={i}>
            <dt>{c.name}</dt>
            <dd>{money(c.amountCents)}</dd>
          </div>
        ))}
        <div className="approval-total">
          <dt>Total</dt>
          <dd>
            {money(link.totalCents)} {link.currency}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The item's art, or the catalogue's 'failed to load image' (spec 001 §8) in its place when it cannot be loaded. */
function ItemArt({ item, order, id }: { item: ApprovalItem; order: number; id: string }) {
  const [failed, setFailed] = useState(false);
  const alt = `Art of ${item.name}, ${item.color}`;
  if (failed) {
    return (
      <span className="approval-art approval-art--failed" role="img" aria-label={alt}>
        {messages.imageLoadFailed}
      </span>
    );
  }
  return (
    <a className="approval-art" href={approvalArtPath(order, id, item.id)}>
      <img
        src={approvalArtPath(order, id, item.id, 'screen')}
        alt={alt}
        width={APPROVAL_ART_PAGE_PX}
        height={APPROVAL_ART_PAGE_PX}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </a>
  );
}
