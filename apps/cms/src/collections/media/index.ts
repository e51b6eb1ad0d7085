import { CAPTIONS_MIME_TYPE, IMAGE_MIME_TYPES, VIDEO_MIME_TYPES, type CacheTagFamily } from '@dav/contract';
import type { Access, CollectionConfig, TextFieldSingleValidation } from 'payload';
import { canEditContent, isStaff } from '../../access/roles';
import { mediaDir, s3Settings } from '../../env';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';
import { answerMissingFile, checkMediaUpload, serveCaptions } from './upload-checks';

/** A picture that is not decorative, nor a captions file, needs its alternative text. */
const needsAlt = (data: Record<string, unknown> | undefined) =>
  !data?.decorative && data?.mimeType !== CAPTIONS_MIME_TYPE;

const isVideo = (data: { mimeType?: string | null } | undefined) =>
  (VIDEO_MIME_TYPES as readonly string[]).includes(data?.mimeType ?? '');

/** What a media item shows in: every content family, and the files the website keeps in its cache. */
const MEDIA_REVALIDATES: CacheTagFamily[] = [
  'global',
  'page',
  'coworking',
  'day',
  'posts',
  'offers',
  'subsidiaries',
  'media',
];

/**
 * Files by name for anybody (the site proxies /api/media/file/* for its pages); the library
 * itself (REST lists, a document by id, counts, GraphQL) for staff only: nobody else may learn
 * which files exist, drafts' pictures among them (issue 30, finding 9).
 */
const readMedia: Access = (args) => args.isReadingStaticFile === true || isStaff(args);

/**
 * Images (resized with sharp), videos (MP4, WebM) and their WebVTT captions, on local disk (or
 * under `media/` in the S3 bucket: storage/s3-plugin.ts). Files
 * are public: apps/web serves /api/media/file/* (pictures and captions kept in its cache until
 * `media` is revalidated, videos streamed), and Payload answers Range requests (206), so a
 * video can be sought. A video may have captions per language and a poster image.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media', plural: 'Media' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    group: 'Content',
  },
  access: { read: readMedia, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    beforeOperation: [checkMediaUpload],
    afterChange: [revalidateAfterChange(MEDIA_REVALIDATES)],
    afterDelete: [revalidateAfterDelete(MEDIA_REVALIDATES)],
  },
  upload: {
    staticDir: mediaDir(),
    // text/plain: Payload reads a .vtt file's type from its extension as text/plain;
    // checkMediaUpload then lets in only WebVTT, recorded as text/vtt.
    mimeTypes: [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES, CAPTIONS_MIME_TYPE, 'text/plain'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [{ name: 'thumbnail', width: 400, height: 300, position: 'centre' }],
    // On local disk only: on S3, the storage's handler answers 404 for a missing object, and serves
    // captions with the type they were stored with (text/vtt).
    handlers: s3Settings() ? [] : [answerMissingFile, serveCaptions],
  },
  fields: [
    {
      name: 'decorative',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Adds nothing a visitor needs (a background, an ornament): screen readers skip it, and it needs no alternative text.',
      },
    },
    {
      name: 'alt',
      type: 'text',
      localized: true,
      // Required in each language where the picture is shown, unless decorative: a page using it is
      // refused publication without it (translations/keep-status.ts); saved in a language, it needs it there.
      custom: { translation: { requiredInEachLanguage: needsAlt } },
      validate: ((value, { req, siblingData }) =>
        (typeof value === 'string' && value.trim() !== '') ||
        !needsAlt(siblingData as Record<string, unknown>)
          ? true
          : req.t('validation:required')) satisfies TextFieldSingleValidation,
      admin: {
        condition: (data) => !data?.decorative,
        description:
          'Describes the image or the video for screen readers, in each language (for a captions file: its language).',
      },
    },
    {
      name: 'captions',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      filterOptions: { mimeType: { equals: CAPTIONS_MIME_TYPE } },
      admin: {
        condition: (data) => isVideo(data),
        description: 'A video’s captions in this language: a WebVTT (.vtt) file.',
      },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: [...IMAGE_MIME_TYPES] } },
      admin: {
        condition: (data) => isVideo(data),
        description: 'The image shown before a video plays, and as its thumbnail.',
      },
    },
  ],
};
