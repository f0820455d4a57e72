import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SIGNED_URL_SECONDS, STORAGE_KEY, type StorageProvider } from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * S3 (or any S3-compatible server): the browser PUTs to a presigned address; private files
 * are read through a presigned GET after the app has checked who asks; public files are
 * addressed directly in the bucket.
 */
export function s3Storage(settings: S3Settings): StorageProvider {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // A custom endpoint (MinIO, a local S3 server) is addressed by path, not by bucket sub-domain.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const base = settings.endpoint ? `${settings.endpoint.replace(/\/$/, '')}/${Bucket}` : `https://${Bucket}.s3.${settings.region}.amazonaws.com`;
  const checked = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
    return key;
  };
  return {
    name: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType }));
    },
    publicUrl: (key) => `${base}/${key}`,
    uploadUrl(key, contentType) {
      // The size cap and the content are checked when the upload is used (files.service), since S3 takes the bytes directly.
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: checked(key), ContentType: contentType }), { expiresIn: SIGNED_URL_SECONDS });
    },
    async read(key) {
      return { redirect: await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key) }), { expiresIn: SIGNED_URL_SECONDS }) };
    },
    async head(key, bytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        const size = head.ContentLength ?? 0;
        if (size === 0) return { size, start: new Uint8Array() };
        const part = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${Math.min(bytes, size) - 1}` }));
        return { size, start: await part.Body!.transformToByteArray() };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
