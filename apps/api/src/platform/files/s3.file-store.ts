import { Logger } from '@nestjs/common';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config/app-config.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { FileStore, isValidFileKey, type StoredFile } from './file-store.port.js';
import { contentTypeOf } from './local-disk.file-store.js';

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (NOT_FOUND.has(error.name) || error.$metadata?.httpStatusCode === 404)
  );
}

/** An unreachable or failing object store is an outage (503), never a 500 with detail. */
function unavailable(error: unknown): DomainError {
  if (error instanceof S3ServiceException && error.name === 'EntityTooLarge') return new DomainError('payload_too_large');
  return new DomainError('service_unavailable', { cause: (error as Error).message });
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...), shared by every API replica
 * and the worker. An object is written in one PUT: it exists whole or not at all.
 */
export class S3FileStore extends FileStore {
  private readonly logger = new Logger('Files');
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // A stuck store must fail the request soon (503), not hold it.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
      maxAttempts: 2,
    });
  }

  /** Creates the bucket when it does not exist yet (MinIO in compose); a managed bucket is left alone. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      if (!isNotFound(error)) {
        this.logger.warn(`Bucket ${this.config.bucket} not reachable: ${(error as Error).message}`);
        return;
      }
      try {
        await this.client.send(new CreateBucketCommand({ Bucket: this.config.bucket }));
        this.logger.log(`Created bucket ${this.config.bucket}`);
      } catch (createError) {
        this.logger.warn(`Bucket ${this.config.bucket} missing and not created: ${(createError as Error).message}`);
      }
    }
  }

  private key(key: string): string {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const Key = this.key(key);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key, Body: data, ContentType: contentType, ContentLength: data.length }));
    } catch (error) {
      throw unavailable(error);
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return {
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidFileKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
    } catch (error) {
      if (!isNotFound(error)) throw unavailable(error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}
