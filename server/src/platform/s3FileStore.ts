import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { FileKeyError, FileNotFoundError, FileStore, isSafeKey, type ByteRange, type ListedFile, type StoredFile } from './fileStore';

// The file store in an S3-compatible bucket (FILES_URL=s3://bucket[/prefix]): AWS S3, MinIO, Ceph,
// R2. The client reads the standard variables (AWS_REGION, AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY; AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL for a server that is not AWS, then
// with path-style addressing). Checksums only where the server requires them: with the SDK's
// default, a streamed upload is stored with its chunk markers inside the bytes by servers that do
// not speak that encoding, and every S3-compatible server accepts this setting.
// An object appears whole or not at all: a buffer is one PUT; a stream is a multipart upload that is
// aborted if anything fails, so a failed upload leaves nothing.

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export class S3FileStore extends FileStore {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    /** Keys live under this prefix in the bucket ('' or 'portal/'). */
    readonly prefix: string,
  ) {
    super();
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new FileKeyError(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, data: Buffer | Uint8Array | string | Readable): Promise<StoredFile> {
    const Key = this.objectKey(key);
    if (data instanceof Readable) {
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      data.once('error', (error) => counted.destroy(error)).pipe(counted);
      // Parts of 8 MB, two at a time: a 20 MB production file holds at most 16 MB in memory.
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key, Body: counted },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      }).done();
      return { key, size };
    }
    const body = typeof data === 'string' ? Buffer.from(data) : data;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: body.length }));
    return { key, size: body.length };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (notFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async *list(folder: string): AsyncGenerator<ListedFile> {
    const Prefix = `${this.objectKey(folder)}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isSafeKey(key)) yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async delete(key: string): Promise<boolean> {
    const existed = await this.exists(key);
    if (existed) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    return existed;
  }
}

/** The S3 client from the standard AWS variables (see above). */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: !!endpoint,
    // Without both keys, the SDK's own chain (profiles, instance roles, web identity) finds them.
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The store of FILES_URL=s3://bucket[/prefix]. */
export function s3FileStoreOf(filesUrl: string, client: S3Client = s3ClientFromEnv()): S3FileStore {
  const url = new URL(filesUrl);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error(`FILES_URL must be s3://bucket[/prefix], not ${filesUrl}`);
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  if (prefix && !isSafeKey(prefix)) throw new Error(`FILES_URL's prefix is not a safe key: ${prefix}`);
  return new S3FileStore(client, url.hostname, prefix ? `${prefix}/` : '');
}
