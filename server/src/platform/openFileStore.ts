import path from 'node:path';
import { LocalFileStore, type FileStore } from './fileStore';

/** The app's file store: the bucket of FILES_URL=s3://bucket[/prefix] when set, else DATA_DIR/files. */
export async function fileStoreOf(config: { dataDir: string; filesUrl: string | null }): Promise<FileStore> {
  if (!config.filesUrl) return new LocalFileStore(path.join(config.dataDir, 'files'));
  // The AWS SDK loads only where files live in a bucket.
  const { s3FileStoreOf } = await import('./s3FileStore');
  return s3FileStoreOf(config.filesUrl);
}
