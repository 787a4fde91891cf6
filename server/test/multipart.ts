import { deflateSync } from 'node:zlib';

// Request bodies of the upload tests: a multipart form as a browser sends it, and real image bytes.

export interface FormPart {
  field: string;
  /** A file part: its name and bytes (and type; application/octet-stream by default). */
  name?: string;
  data?: Buffer;
  type?: string;
  /** A text field's value. */
  value?: string;
}

/** A multipart/form-data body and its content-type header, for `app.inject`. */
export function multipart(parts: FormPart[], boundary = '----portal-test') {
  const payload = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        p.data
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n`,
      ),
      p.data ?? Buffer.from(p.value ?? ''),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A real PNG of the given pixel size (IHDR, one compressed IDAT, IEND, with their CRCs).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A black greyscale PNG of width × height pixels. */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF: what the upload checks take for a PDF by its bytes. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
