import { detailPathFor, editPathFor, orderPageContext } from './orderPageContext';

describe('orderPageContext', () => {
  it('reads the list an order page sits under', () => {
    expect(orderPageContext('/art_requested/12')).toEqual({ list: 'art_requested', listPath: '/art_requested' });
    expect(orderPageContext('/license_collections/12/edit')).toEqual({ list: 'license_collections', listPath: '/license_collections' });
    expect(orderPageContext('/nowhere/12')).toEqual({ list: 'orders', listPath: '/orders' });
  });

  it('edits under the same list, but never under /order_history (spec 000 §2)', () => {
    expect(editPathFor(orderPageContext('/saved/7'), 7, 0)).toBe('/saved/7/edit');
    // An Approved order opened from history is edited under /approved (its status's list).
    expect(editPathFor(orderPageContext('/order_history/7'), 7, 6)).toBe('/approved/7/edit');
    expect(editPathFor(orderPageContext('/order_history/7'), 7, 7)).toBe('/orders/7/edit');
  });

  it('returns from edit to the detail page under the same list', () => {
    expect(detailPathFor(orderPageContext('/manager/9/edit'), 9)).toBe('/manager/9');
  });
});
