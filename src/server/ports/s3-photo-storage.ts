/**
 * Object-store adapter of the photo-storage port (issue 11;
 * docs/decisions/015-photos-in-object-storage.md): every photo, rendition,
 * share card and banner is an object in an S3-compatible bucket (AWS S3,
 * MinIO, R2 ...), written through the AWS SDK v3. Browsers load them through
 * the app at the same /photos/{key} URLs as the disk adapter's (`serve`
 * sends the object, cached a year as immutable), so every instance serves
 * every photo, srcset renditions and the strict Content-Security-Policy work
 * unchanged, and the bucket may stay private.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import type { PhotoStorage, StoredPhoto } from './photo-storage.ts';

/** Where the app serves the objects: `url(key)` is this prefix and the key. */
const PHOTO_URL_PREFIX = '/photos/';

/** A key as the app writes them: path segments of letters, digits, `.`, `_` and `-`, no `..`. */
const KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const contentType = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export interface S3PhotoStorageOptions {
  bucket: string;
  /** An S3-compatible server's URL; undefined: AWS. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Undefined: the SDK's own chain (instance role ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The S3 client of `options`; checksums only where S3 requires them (other servers differ). */
export function s3ClientFor(options: S3PhotoStorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // A copy: the SDK marks the object it is given, and settings are frozen.
    ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.name === 'NoSuchKey');

/** Photo storage in `bucket` through `client`; keys are checked as the disk adapter checks paths. */
export function s3PhotoStorage(client: S3Client, bucket: string): PhotoStorage {
  const checked = (key: string) => {
    if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`bad photo key ${key}`);
    return key;
  };
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checked(key) }),
        );
        return object.Body ? await object.Body.transformToByteArray() : undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    url: (key) => `${PHOTO_URL_PREFIX}${key}`,
    async *list(prefix): AsyncIterable<StoredPhoto> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async serve(app: FastifyInstance) {
      app.get<{ Params: { '*': string } }>(
        `${PHOTO_URL_PREFIX}*`,
        { schema: { hide: true } },
        async (request, reply) => {
          const key = request.params['*'];
          if (!KEY.test(key) || key.split('/').includes('..'))
            return reply.code(404).send({ Success: false, Message: 'Not Found', Data: null });
          try {
            const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
            const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
            return reply
              .header('Content-Type', object.ContentType ?? contentType(key))
              .header('Cache-Control', 'public, max-age=31536000, immutable')
              .send(Buffer.from(bytes));
          } catch (err) {
            if (isMissing(err))
              return reply.code(404).send({ Success: false, Message: 'Not Found', Data: null });
            throw err;
          }
        },
      );
    },
  };
}
