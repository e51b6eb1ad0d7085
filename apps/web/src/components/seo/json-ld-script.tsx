import { jsonLdScriptContent } from './json-ld';

/**
 * The JSON-LD of a page. The one place the site sets inner HTML: the content is JSON whose `<`,
 * `>` and `&` are escaped (jsonLdScriptContent), so it cannot end the script or become markup.
 */
export function JsonLdScript({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(data) }} />
  );
}
