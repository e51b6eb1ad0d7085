import fr from '@dav/contract/trads/fr.json' with { type: 'json' };
import { ErrorFallback } from './error-fallback';

/**
 * The French shipped strings, for a global error with no page to read strings from (the root
 * layout failed on the server). Loaded lazily: the translations stay out of every page's bundle.
 */
export default function ShippedErrorFallback({ reload = false }: { reload?: boolean }) {
  return (
    <ErrorFallback
      reload={reload}
      strings={{
        title: fr['error.fallbackTitle'],
        message: fr['error.fallbackMessage'],
        backHome: fr['error.backHome'],
        reload: fr['error.reload'],
      }}
    />
  );
}
