import type { Image } from '@dav/contract';

interface CmsImageProps {
  image: Image;
  className?: string;
  /** The likely LCP element: loaded eagerly with high priority. */
  priority?: boolean;
  /** Overrides the CMS alt (e.g. '' when the image is decorative next to a caption). */
  alt?: string;
  sizes?: string;
}

/**
 * A CMS image through the site's own `/api/media` proxy. A plain <img> (no optimizer in front of
 * the CMS): width/height from the CMS reserve the space, so nothing shifts when it loads.
 */
export function CmsImage({ image, className, priority = false, alt, sizes }: CmsImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      className={className}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
