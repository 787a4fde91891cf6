import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, STYLE_MESSAGES } from '@portal/shared';
import { setNotifier } from '@portal/shared/platform';
import { mockNetwork, mockXhrUploads, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { LOCATION_PRESETS, PRODUCT, PRODUCT_OPTIONS, UPDATE_STYLE, UPSERT_LOCATION_PRESET, type Product } from '../api';
import { ProductDialog } from './ProductDialog';

// The product-info dialog's rules (spec 002 §4, §5, §6): Save and Discard only when something
// changed; Save sends only the changed parts; Discard restores the loaded product; a category change
// clears the sub category; field edits reach the draft after 500 ms; without development nothing is
// editable. Manage Locations: a preset applied, an image location edited, the preset saved normalised;
// masks: a PNG uploaded (staged at once) as a new mask of the picked image and location, a saved
// mask's file replaced, both sent by Save as imageMasks.

const network = mockNetwork();
jest.setTimeout(30_000);

// The mask upload goes by XMLHttpRequest (for its progress): answered by the stand-in, as the server
// does; e2e/tests/admin/styles.spec.ts uploads a real file.
const uploads = mockXhrUploads();
const sentMasks = () => uploads.sent.map((u) => `${u.method} ${u.path} ${(u.form.get('file') as File).name}`);

const PRODUCT_DATA: Product = {
  id: 1,
  sku: 'ST1000',
  name: 'Classic Tee',
  fullName: "Men's Classic Tee",
  category: 'T-Shirts',
  subCategory: 'Short Sleeve',
  description: ['Pre-shrunk', 'Tear-away label'],
  gender: 'Men',
  brand: 'L',
  fabricCode: 'C100',
  statusFlag: 'N',
  exitDate: null,
  introDate: '2024-01-01',
  modelColor: 'BLK',
  styleStatus: 'Core',
  type: 'Apparel',
  price: 15,
  comparePrice: 20,
  otherPrice: 13,
  otherCompare: 18,
  newDate: null,
  newPrice: null,
  newOtherPrice: null,
  baseStyle: true,
  treatments: [{ id: 1, type: 'Screen Print', name: 'Spot Colour', subType: null }],
  colors: [
    { id: 1, code: 'BLK', name: 'Black', status: 'Active', vector: null, model: null, ghost: null, vectorD: null },
    { id: 2, code: 'WHT', name: 'White', status: 'Active', vector: null, model: null, ghost: null, vectorD: null },
  ],
  locations: [{ id: 11, name: 'Full Front', width: 12, height: 14, origin: 'Top Center', methods: ['Screen Print'] }],
  imageDecorationLocations: [
    {
      id: 21,
      imageType: 'V',
      colorCode: 'BLK',
      variation: 0,
      locationId: 11,
      x: 500,
      y: 320,
      rotation: 0,
      ppi: 30,
      requiresVariation: false,
    },
  ],
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
      {
        id: 5,
        name: 'Standard Tee',
        locations: [{ name: 'Left Chest', width: 4, height: 4, origin: 'Top Center', methods: [] }],
        imageLocations: [{ imageType: 'V', location: 'Left Chest', x: 0.62, y: 0.27, ppi: 0.03, rotation: 0 }],
      },
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

  it('each colour shows its vector, model, ghost and vectorD pictures from their paths, a dash for a medium without one', async () => {
    signInAs(userWith([]));
    const withMedia = {
      ...PRODUCT_DATA.colors[0],
      vector: '/media/styles/ST1000/BLK_V.svg',
      model: '/media/styles/ST1000/BLK_M.jpg',
      ghost: '/media/styles/ST1000/BLK_G.png',
      vectorD: '/media/styles/ST1000/BLK_VD.svg',
    };
    network.graphql(PRODUCT, { product: { ...PRODUCT_DATA, colors: [withMedia, PRODUCT_DATA.colors[1]] } });
    open();
    const black = await screen.findByRole('group', { name: 'BLK Black' });
    expect(within(black).getByText('BLK Black · Active')).toBeInTheDocument();
    expect(
      within(black)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['BLK Vector', '/media/styles/ST1000/BLK_V.svg'],
      ['BLK Model', '/media/styles/ST1000/BLK_M.jpg'],
      ['BLK Ghost', '/media/styles/ST1000/BLK_G.png'],
      ['BLK VectorD', '/media/styles/ST1000/BLK_VD.svg'],
    ]);
    expect(within(black).getByRole('img', { name: 'BLK Ghost' }).closest('a')).toHaveAttribute('href', '/media/styles/ST1000/BLK_G.png');
    const white = screen.getByRole('group', { name: 'WHT White' });
    expect(within(white).queryAllByRole('img')).toEqual([]);
    expect(within(white).getByLabelText('WHT Ghost: none')).toBeInTheDocument();
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
    network.graphql(UPDATE_STYLE, ({ input }) => ({
      updateStyle: { ...PRODUCT_DATA, category: (input as { product: { category: string } }).product.category, subCategory: null },
    }));
    open();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Fleece'));
    expect(screen.getByRole('combobox', { name: 'Sub Category' }).closest('.ant-select')).toHaveTextContent('None');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(network.variables(UPDATE_STYLE)).toEqual([{ input: { sku: 'ST1000', product: { category: 'Fleece', subCategory: null } } }]),
    );
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

  it('Manage Locations, masks: a PNG uploaded for the picked image and a location, a saved mask’s file replaced; Save sends both as imageMasks', async () => {
    signInAs(userWith(['development']));
    const user = userEvent.setup({ delay: null });
    const errors: string[] = [];
    setNotifier({ error: (t) => errors.push(t), success: () => {}, info: () => {} });
    const staged = ['a'.repeat(32), 'b'.repeat(32)];
    uploads.answer(({ form }) => {
      const file = form.get('file') as File;
      return { upload: staged.shift(), fileName: file.name, size: file.size, width: 1000, height: 1000 };
    });
    network.graphql(UPDATE_STYLE, { updateStyle: PRODUCT_DATA });
    open();
    await screen.findByLabelText('Name');
    await user.click(button('Manage Locations'));
    const dialog = (await screen.findByText('Manage Locations', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    // The saved mask is shown with its image.
    expect(within(dialog).getByRole('img', { name: 'Full Front mask of G BLK/0' })).toHaveAttribute('src', '/m.png');
    // The picked image is V BLK/0: a location first, then its PNG.
    expect(within(dialog).queryByLabelText('Upload mask')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Mask location' }));
    // The option of the open list (the image locations' selects show 'Full Front' too).
    await user.click((await screen.findAllByTitle('Full Front')).find((el) => el.classList.contains('ant-select-item-option'))!);
    const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    // A file that is no PNG is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('Upload mask'), {
      target: { files: [new File(['x'], 'mask.jpg', { type: 'image/jpeg' })] },
    });
    expect(errors).toEqual([STYLE_MESSAGES.maskFileType]);
    setNotifier(null);
    expect(sentMasks()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Upload mask'), { target: { files: [png('chest-mask.png')] } });
    expect(await within(dialog).findByText('New: chest-mask.png (on Save)')).toBeInTheDocument();
    // One mask per image and location: Full Front is taken for V BLK/0 now.
    expect(within(dialog).queryByLabelText('Upload mask')).not.toBeInTheDocument();
    // The saved G BLK/0 mask's file replaced.
    const actions = within(dialog).getByRole('group', { name: 'Actions of the Full Front mask of G BLK/0' });
    fireEvent.change(within(actions).getByLabelText('Replace file'), { target: { files: [png('front.png')] } });
    expect(await within(dialog).findByText('Replaced by front.png (on Save)')).toBeInTheDocument();
    expect(sentMasks()).toEqual(['POST /api/styles/ST1000/masks chest-mask.png', 'POST /api/styles/ST1000/masks front.png']);
    // A location with a pending mask cannot be removed.
    expect(within(dialog).getAllByRole('button', { name: 'Remove' })[0]).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(button('Save'));
    await waitFor(() =>
      expect(network.variables(UPDATE_STYLE)).toEqual([
        {
          input: {
            sku: 'ST1000',
            imageMasks: [
              { id: null, upload: 'a'.repeat(32), imageType: 'V', colorCode: 'BLK', variation: 0, locationId: 11, locationKey: null },
              { id: 31, upload: 'b'.repeat(32), imageType: 'G', colorCode: 'BLK', variation: 0, locationId: 11, locationKey: null },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText(messages.productUpdated)).toBeInTheDocument();
  });

  it('Manage Locations, masks: without development there is no upload, replace or delete', async () => {
    signInAs('viewer');
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByLabelText('Name');
    await user.click(button('Manage Locations'));
    const dialog = (await screen.findByText('Manage Locations', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByRole('img', { name: 'Full Front mask of G BLK/0' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Replace file')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Mask location' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
