import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, STYLE_MESSAGES } from '@portal/shared';
import { mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { LOCATION_PRESETS, PRODUCT, PRODUCT_OPTIONS, UPDATE_STYLE, UPSERT_LOCATION_PRESET, type Product } from '../api';
import { ProductDialog } from './ProductDialog';

// The product-info dialog's rules (spec 002 §4, §5, §6): Save and Discard only when something
// changed; Save sends only the changed parts; Discard restores the loaded product; a category change
// clears the sub category; field edits reach the draft after 500 ms; without development nothing is
// editable. Manage Locations: a preset applied, an image location edited, the preset saved normalised.

const network = mockNetwork();
jest.setTimeout(30_000);

const PRODUCT_DATA: Product = {
  id: 1, sku: 'ST1000', name: 'Classic Tee', fullName: "Men's Classic Tee", category: 'T-Shirts', subCategory: 'Short Sleeve',
  description: ['Pre-shrunk', 'Tear-away label'], gender: 'Men', brand: 'L', fabricCode: 'C100', statusFlag: 'N', exitDate: null, introDate: '2024-01-01',
  modelColor: 'BLK', styleStatus: 'Core', type: 'Apparel', price: 15, comparePrice: 20, otherPrice: 13, otherCompare: 18, newDate: null, newPrice: null, newOtherPrice: null,
  baseStyle: true,
  treatments: [{ id: 1, type: 'Screen Print', name: 'Spot Colour', subType: null }],
  colors: [
    { id: 1, code: 'BLK', name: 'Black', status: 'Active', vector: null, model: null, ghost: null, vectorD: null },
    { id: 2, code: 'WHT', name: 'White', status: 'Active', vector: null, model: null, ghost: null, vectorD: null },
  ],
  locations: [{ id: 11, name: 'Full Front', width: 12, height: 14, origin: 'Top Center', methods: ['Screen Print'] }],
  imageDecorationLocations: [{ id: 21, imageType: 'V', colorCode: 'BLK', variation: 0, locationId: 11, x: 500, y: 320, rotation: 0, ppi: 30, requiresVariation: false }],
  nestedImageLocations: [],
  imageMasks: [{ id: 31, src: '/m.png', imageType: 'G', colorCode: 'BLK', variation: 0, locationId: 11, location: 'Full Front' }],
};
const OPTIONS = {
  productOptions: {
    fabricComposition: [{ code: 'C100', name: '100% cotton' }],
    categories: [
      { name: 'T-Shirts', subCategories: ['Short Sleeve', 'Long Sleeve'] },
      { name: 'Fleece', subCategories: ['Hoodie'] },
    ],
    treatments: [{ id: 1, type: 'Screen Print', name: 'Spot Colour', subType: null }],
    locations: ['Full Front', 'Left Chest'],
  },
};

beforeEach(() => {
  network.graphql(PRODUCT, { product: PRODUCT_DATA });
  network.graphql(PRODUCT_OPTIONS, OPTIONS);
  network.graphql(LOCATION_PRESETS, {
    locationPresets: [
      { id: 5, name: 'Standard Tee', locations: [{ name: 'Left Chest', width: 4, height: 4, origin: 'Top Center', methods: [] }], imageLocations: [{ imageType: 'V', location: 'Left Chest', x: 0.62, y: 0.27, ppi: 0.03, rotation: 0 }] },
    ],
  });
});

const open = () => renderScreen('/styles/ST1000', <ProductDialog sku="ST1000" onClose={() => {}} />, { path: '/styles/:sku' });
const button = (name: string) => screen.getByRole('button', { name });

describe('ProductDialog', () => {
  it('Save and Discard are enabled only after a change (500 ms later); Discard restores the loaded product', async () => {
    signInAs(userWith(['development']));
    const user = userEvent.setup({ delay: null });
    open();
    const name = await screen.findByLabelText('Name');
    expect(button('Save')).toBeDisabled();
    expect(button('Discard')).toBeDisabled();
    await user.type(name, ' II');
    expect(button('Save')).toBeDisabled();
    await waitFor(() => expect(button('Save')).toBeEnabled());
    expect(button('Discard')).toBeEnabled();
    await user.click(button('Discard'));
    expect(screen.getByLabelText('Name')).toHaveValue('Classic Tee');
    expect(button('Save')).toBeDisabled();
    expect(button('Discard')).toBeDisabled();
    expect(network.graphqlCalls(UPDATE_STYLE)).toEqual([]);
  });

  it('closing with unsaved changes asks first; Discard there closes', async () => {
    signInAs(userWith(['development']));
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    renderScreen('/styles/ST1000', <ProductDialog sku="ST1000" onClose={onClose} />, { path: '/styles/:sku' });
    await user.type(await screen.findByLabelText('Name'), ' II');
    await waitFor(() => expect(button('Save')).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    const confirm = (await screen.findByText('Discard changes?', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('Save sends only the changed parts; a category change clears the sub category', async () => {
    signInAs(userWith(['development']));
    const user = userEvent.setup({ delay: null });
    network.graphql(UPDATE_STYLE, ({ input }) => ({ updateStyle: { ...PRODUCT_DATA, category: (input as { product: { category: string } }).product.category, subCategory: null } }));
    open();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Fleece'));
    expect(screen.getByRole('combobox', { name: 'Sub Category' }).closest('.ant-select')).toHaveTextContent('None');
    await user.click(button('Save'));
    await waitFor(() => expect(network.variables(UPDATE_STYLE)).toEqual([{ input: { sku: 'ST1000', product: { category: 'Fleece', subCategory: null } } }]));
    expect(await screen.findByText(messages.productUpdated)).toBeInTheDocument();
    await waitFor(() => expect(button('Save')).toBeDisabled());
  });

  it('without development every field is read-only and Save stays disabled', async () => {
    signInAs('viewer');
    open();
    expect(await screen.findByText(STYLE_MESSAGES.developmentOnly)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(button('Save')).toBeDisabled();
    expect(button('Copy Treatments')).toBeDisabled();
  });

  it('Manage Locations: a preset applied to an image is part of the draft; Save Preset sends x, y and ppi normalised', async () => {
    signInAs(userWith(['development']));
    const user = userEvent.setup({ delay: null });
    network.graphql(UPSERT_LOCATION_PRESET, { upsertLocationPreset: { id: 5, name: 'Standard Tee' } });
    open();
    await screen.findByLabelText('Name');
    await user.click(button('Manage Locations'));
    // antd's jest ids repeat across modals: the dialog is found by its title.
    const dialog = (await screen.findByText('Manage Locations', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('combobox', { name: 'Preset' }));
    await user.click(await screen.findByTitle('Standard Tee'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply to Image' }));
    expect(within(dialog).getByLabelText(/^Location name new-/)).toHaveValue('Left Chest');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));
    await waitFor(() =>
      expect(network.variables(UPSERT_LOCATION_PRESET)).toEqual([
        {
          input: {
            id: 5,
            name: 'Standard Tee',
            locations: [
              { name: 'Full Front', width: 12, height: 14, origin: 'Top Center', methods: ['Screen Print'] },
              { name: 'Left Chest', width: 4, height: 4, origin: 'Top Center', methods: [] },
            ],
            imageLocations: [
              { imageType: 'V', location: 'Full Front', x: 0.5, y: 0.32, ppi: 0.03, rotation: 0 },
              { imageType: 'V', location: 'Left Chest', x: 0.62, y: 0.27, ppi: 0.03, rotation: 0 },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText(messages.presetSaved)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(button('Save')).toBeEnabled();
  });
});
