import { imageSizeOf, type ArtSize } from '@portal/shared/core';

/**
 * A picked design image's size from its bytes (SVG viewBox, PNG/JPEG header: core's imageSizeOf,
 * which the server runs on the same bytes), or the spec's message ('Incompatible file type.',
 * 'Could not get SVG viewbox.'). Read with FileReader: the same in every browser and in jsdom,
 * which lacks Blob.arrayBuffer.
 */
export async function readImageSize(file: File): Promise<ArtSize | { error: string }> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
  return imageSizeOf(new Uint8Array(bytes), file.name);
}
