import type { Image } from '@dav/contract';
import { CmsImage } from '@/components/ui/cms-image';
import type { Translate } from '@/lib/i18n/translator';
import { SECTION_IDS } from './sections';
import styles from './coworking.module.css';

/** The CMS photos as a plain responsive grid: no carousel, nothing to hydrate, lazy below the fold. */
export function CoworkingGallery({ images, t }: { images: Image[]; t: Translate }) {
  return (
    <section id={SECTION_IDS.gallery} aria-labelledby="coworking-gallery-title" className={styles.section}>
      <h2 id="coworking-gallery-title">{t('coworking.gallery.title')}</h2>
      <ul className={styles.gallery}>
        {images.map((image) => (
          <li key={image.url}>
            <CmsImage image={image} sizes="(max-width: 770px) 100vw, 33vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
