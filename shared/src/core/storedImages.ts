// Stored images in smaller boxes. Any route that serves a stored picture (a design's art, a design
// request's reference or art, a sample's photo) answers `?size=thumb|card` with a PNG of it fitted
// in that box, made once per stored file by the server and kept beside it.

/** The boxes (px a side): `thumb` for list rows and small previews, `card` for grid cards and detail panels. */
export const STORED_IMAGE_PX = { thumb: 192, card: 480 } as const;
export type StoredImageSize = keyof typeof STORED_IMAGE_PX;
export const isStoredImageSize = (size: unknown): size is StoredImageSize =>
  typeof size === 'string' && Object.hasOwn(STORED_IMAGE_PX, size);

/** The URL of a stored image fitted in a box. */
export const sizedImageUrl = (url: string, size: StoredImageSize) => `${url}${url.includes('?') ? '&' : '?'}size=${size}`;
