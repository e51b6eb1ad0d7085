import { s3Storage } from '@payloadcms/storage-s3';
import type { CollectionConfig, CollectionSlug, Config, Plugin, TypeWithID } from 'payload';
import type { S3Settings } from '../env';
import { isS3Error, s3ClientConfig, S3_PREFIXES } from './s3-client';
import { FileStorageUnavailable, STORAGE_UNAVAILABLE } from './unavailable';

type StoredSlug = keyof typeof S3_PREFIXES;
const STORED = Object.keys(S3_PREFIXES) as StoredSlug[];

/*
 * Fields the cloud-storage plugin adds that this configuration never uses: `_objectKey` (keys of
 * browser-side uploads, which stay off) and `prefix` (a per-document folder; ours is the
 * collection's, S3_PREFIXES). Left in, they would change the database schema with S3_BUCKET
 * set, and the migrations are the same with and without it.
 */
const UNUSED_FIELDS = new Set(['_objectKey', 'prefix']);

type Hook = (...args: never[]) => unknown;

/** A hook of the plugin whose S3 failures answer 503 with a clear message rather than a 500. */
const unavailableAs503 = <H extends Hook>(hook: H): H =>
  (async (...args: Parameters<H>) => {
    try {
      return await hook(...args);
    } catch (error) {
      if (isS3Error(error)) throw new FileStorageUnavailable();
      throw error;
    }
  }) as unknown as H;

type Handler = NonNullable<NonNullable<Exclude<CollectionConfig['upload'], boolean>>['handlers']>[number];

/** The plugin's download handler, its 500 (storage unreachable: it logs why) answered as a 503. */
const downloadAs503 = (handler: Handler): Handler =>
  (async (req, args) => {
    const response = await handler(req, args);
    if (!(response instanceof Response) || response.status !== 500) return response;
    return Response.json(
      { errors: [{ message: STORAGE_UNAVAILABLE }] },
      { status: 503, headers: { 'Retry-After': '30' } },
    );
  }) as Handler;

/**
 * The plugin's download handler, given the document of the file it serves. Payload's file route
 * checks the collection's read access first with `isReadingStaticFile` (checkFileAccess) and,
 * when that access answers `true` rather than a query, hands the handler no document; the plugin
 * then looks the document up itself through the same read access, without that flag, which for
 * the media (files for anybody, the library for staff only: collections/media) refuses a visitor
 * and its handler answered 500 (503 here). The read having been allowed already, the document is
 * looked up here as the plugin would, access not asked twice; no document, no file: 404, as
 * the plugin answers for a missing object, so an object nothing in the database names is never
 * served.
 */
const withDocument = (handler: Handler, collection: CollectionConfig): Handler =>
  (async (req, args) => {
    if (args.doc || 'clientUploadContext' in args.params) return handler(req, args);
    const { filename } = args.params;
    const sizes = typeof collection.upload === 'object' ? (collection.upload.imageSizes ?? []) : [];
    const { docs } = await req.payload.find({
      collection: collection.slug as CollectionSlug,
      where: {
        or: [
          { filename: { equals: filename } },
          ...sizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: filename } })),
        ],
      },
      depth: 0,
      draft: true,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    });
    const doc = docs[0];
    if (!doc) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    return handler(req, { ...args, doc: doc as unknown as TypeWithID });
  }) as Handler;

/** The hooks and handlers the plugin appended to `before`'s, wrapped. */
function wrapAdded(before: CollectionConfig, after: CollectionConfig): CollectionConfig {
  const added = <T>(list: T[] | undefined, known: T[] | undefined, wrap: (item: T) => T) =>
    list?.map((item) => (known?.includes(item) ? item : wrap(item)));
  const upload = typeof after.upload === 'object' ? after.upload : {};
  const knownHandlers = typeof before.upload === 'object' ? before.upload.handlers : undefined;
  return {
    ...after,
    fields: after.fields.filter((field) => !('name' in field && UNUSED_FIELDS.has(field.name))),
    hooks: {
      ...after.hooks,
      // The upload itself runs in the plugin's afterChange.
      afterChange: added(after.hooks?.afterChange, before.hooks?.afterChange, unavailableAs503),
    },
    upload: {
      ...upload,
      handlers: added(upload.handlers, knownHandlers, (handler) =>
        downloadAs503(withDocument(handler, after)),
      ),
    },
  };
}

/**
 * Media and private files in the S3 bucket (`@payloadcms/storage-s3`), nothing on local disk.
 * Every file is still served by Payload's own `/api/{collection}/file/{name}` after the
 * collection's read access: the objects are private (no ACL), no presigned URL is ever made
 * (no `signedDownloads`), and `url` stays the CMS's path, never the bucket's
 * (`disablePayloadAccessControl` is left off). Deleting a document deletes its objects (the
 * plugin's afterDelete); the nightly job sweeps what a failure left (retention/orphan-files.ts).
 */
/**
 * The client component the storage plugin adds to the admin's providers (even with browser
 * uploads off). payload.config.ts declares it as an admin dependency, so the generated import map
 * (app/(payload)/admin/importMap.js) holds it with or without S3_* set.
 */
export const S3_CLIENT_HANDLER = '@payloadcms/storage-s3/client#S3ClientUploadHandler';

export function s3FilesPlugin(settings: S3Settings): Plugin {
  return async (incoming: Config) => {
    const before = new Map((incoming.collections ?? []).map((collection) => [collection.slug, collection]));
    const config = await s3Storage({
      bucket: settings.bucket,
      config: s3ClientConfig(settings),
      collections: Object.fromEntries(STORED.map((slug) => [slug, { prefix: S3_PREFIXES[slug] }])),
    })(incoming);
    return {
      ...config,
      collections: (config.collections ?? []).map((collection) => {
        const original = before.get(collection.slug);
        return original && (STORED as string[]).includes(collection.slug)
          ? wrapAdded(original, collection)
          : collection;
      }),
    };
  };
}
