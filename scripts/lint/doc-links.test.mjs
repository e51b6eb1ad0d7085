import { describe, expect, it } from 'vitest';
import { headingAnchors, linksIn } from './doc-links.mjs';

describe('doc links (npm run gates)', () => {
  it("names each heading by GitHub's anchor, repeated ones numbered, and each <a id>", () => {
    const anchors = headingAnchors(
      [
        '# Product',
        "### The site's shared cache",
        '## Contact: whistleblowing',
        '## Notes',
        '## Notes',
        '```',
        '# not a heading',
        '```',
        '<a id="media-files"></a>**Media.**',
      ].join('\n'),
    );
    expect([...anchors].sort()).toEqual(
      [
        'contact-whistleblowing',
        'media-files',
        'notes',
        'notes-1',
        'product',
        'the-sites-shared-cache',
      ].sort(),
    );
  });

  it('finds the links a comment or a document makes', () => {
    expect(
      linksIn('docs/product.md#whistleblowing-follow-up, ../README.md#configuration, deploy/README.md#front'),
    ).toEqual([
      ['product.md', 'whistleblowing-follow-up'],
      ['README.md', 'configuration'],
    ]);
  });
});
