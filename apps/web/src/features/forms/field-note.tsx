import { RouteLink } from '@/components/ui/route-link';
import { trailingSitePath } from '@dav/rules';
import styles from './form.module.css';

/**
 * A field's special text (the contact form's whistleblowing notice, docs/product.md#forms-validation), shown with the field.
 * Its trailing site path becomes a link; the rest is plain text.
 */
export function FieldNote({ text, learnMore }: { text: string; learnMore: string }) {
  const link = trailingSitePath(text);
  return (
    <div className={styles.note}>
      {link === null ? (
        <p>{text}</p>
      ) : (
        <p>
          {link.before}
          <RouteLink href={link.path}>{link.linkText ?? learnMore}</RouteLink>
        </p>
      )}
    </div>
  );
}
