/**
 * The photo storage the settings name (PHOTO_STORE): the disk adapter under
 * DATA_DIR/photos by default, or the S3 adapter. Used by the server and by
 * `npm run migrate`, so the demo's photos land where the app reads them.
 */
import path from 'node:path';
import type { Config } from '../config/config.ts';
import { diskPhotoStorage } from './disk-photo-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { s3ClientFor, s3PhotoStorage } from './s3-photo-storage.ts';

export function photoStorageFor(config: Config): PhotoStorage {
  const store = config.photoStore;
  if (store.kind === 's3') return s3PhotoStorage(s3ClientFor(store), store.bucket);
  return diskPhotoStorage(path.join(config.dataDir, 'photos'));
}
