import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { gqlError, mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { PRODUCT, PRODUCT_OPTIONS, PRODUCTS, type ProductRow } from '../api';
import { StylesPage } from './StylesPage';

// /styles (spec 002 §2, §4, §9): page 1, sku ascending, search in sku by default; the status flag by
// name; a row opens the product-info dialog at /styles/{sku} with the list's query kept.

const network = mockNetwork();
jest.setTimeout(30_000);

const row = (id: number, sku: string, statusFlag: string): ProductRow => ({
  id,
  sku,
  name: `Style ${id}`,
  fullName: `Men's Style ${id}`,
  category: 'T-Shirts',
  subCategory: null,
  gender: 'Men',
  brand: 'L',
  statusFlag,
  introDate: '2024-01-01',
  exitDate: null,
  baseStyle: true,
});

beforeEach(() => {
  signInAs('viewer');
  network.graphql(PRODUCTS, { products: [row(1, 'ST1000', 'N'), row(2, 'ST1001', 'D')] });
});

describe('StylesPage (/styles)', () => {
  it('asks for page 1, sku ascending, search column sku; shows the status flags by name', async () => {
    renderScreen('/styles', <StylesPage />, { path: '/styles' });
    expect(await screen.findByText('ST1000')).toBeInTheDocument();
    expect(network.variables(PRODUCTS)).toEqual([
      { page: 1, order: 'asc', orderBy: 'sku', search: null, searchCol: 'sku', baseStyles: null },
    ]);
    expect(screen.getByText('Inline')).toBeInTheDocument();
    expect(screen.getByText('Development')).toBeInTheDocument();
  });

  it('a row opens the product dialog under /styles/{sku}', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(PRODUCT, { product: null });
    network.graphql(PRODUCT_OPTIONS, { productOptions: { fabricComposition: [], categories: [], treatments: [], locations: [] } });
    renderScreen('/styles?page=1', <StylesPage />, { path: '/styles/:sku?' });
    await user.click(await screen.findByText('ST1001'));
    expect(await screen.findByText('This product does not exist.')).toBeInTheDocument();
    await waitFor(() => expect(network.variables(PRODUCT)).toEqual([{ sku: 'ST1001' }]));
  });

  it('a failed load shows the spec’s text', async () => {
    network.graphql(PRODUCTS, gqlError('INTERNAL', 'boom'));
    renderScreen('/styles', <StylesPage />, { path: '/styles' });
    expect(await screen.findByText(messages.ordersFetchFailed)).toBeInTheDocument();
  });
});
