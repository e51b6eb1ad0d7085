import { describe, expect, it } from 'vitest';
import { lexicalFromText, mapRichText, richTextPlainText } from '@/fields/map-rich-text';

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 });
const link = (url: string, newTab: boolean) => ({
  type: 'link',
  fields: { url, newTab, linkType: 'custom' },
  children: [text(url.slice(0, 10))],
  version: 1,
});
const state = (...children: unknown[]) => ({ root: { type: 'root', children, version: 1 } });

describe('mapRichText (an offer section on the wire)', () => {
  it('keeps headings, paragraphs, lists, bold, italic and links', () => {
    expect(
      mapRichText(
        state(
          { type: 'heading', tag: 'h4', children: [text('Contexte')] },
          {
            type: 'paragraph',
            children: [text('Gras', 1), text('italique', 2), link('https://example.com/a', true)],
          },
          {
            type: 'list',
            listType: 'number',
            children: [
              { type: 'listitem', children: [text('Un')] },
              {
                type: 'listitem',
                children: [
                  {
                    type: 'list',
                    listType: 'bullet',
                    children: [{ type: 'listitem', children: [text('Deux')] }],
                  },
                ],
              },
            ],
          },
        ),
      ),
    ).toEqual([
      { type: 'heading', level: 4, children: [{ type: 'text', text: 'Contexte' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Gras', bold: true },
          { type: 'text', text: 'italique', italic: true },
          {
            type: 'link',
            url: 'https://example.com/a',
            newTab: true,
            children: [{ type: 'text', text: 'https://ex' }],
          },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'Un' }], [{ type: 'text', text: 'Deux' }]],
      },
    ]);
  });

  it('makes any heading level an h3 unless it is an h4 (the section title is the h2)', () => {
    expect(mapRichText(state({ type: 'heading', tag: 'h1', children: [text('T')] }))[0]).toMatchObject({
      level: 3,
    });
  });

  it('keeps the text of a link to a script, data or another scheme, but not the link', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'ftp://x',
    ]) {
      expect(mapRichText(state({ type: 'paragraph', children: [link(url, false)] }))).toEqual([
        { type: 'paragraph', children: [{ type: 'text', text: url.slice(0, 10) }] },
      ]);
    }
    for (const url of [
      '/contactez-nous',
      'mailto:jobs@dav.example',
      'tel:+33100000000',
      'http://x.example',
    ]) {
      expect(mapRichText(state({ type: 'paragraph', children: [link(url, false)] }))[0]).toMatchObject({
        children: [{ type: 'link', url }],
      });
    }
  });

  it('maps an internal link to the page it points to, and drops one whose page is gone', () => {
    const internal = (doc: unknown) => ({
      type: 'link',
      fields: { linkType: 'internal', doc, newTab: false },
      children: [text('page')],
    });
    expect(
      mapRichText(
        state({
          type: 'paragraph',
          children: [internal({ relationTo: 'pages', value: { slug: 'qui-sommes-nous' } })],
        }),
      ),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: '/qui-sommes-nous',
            newTab: false,
            children: [{ type: 'text', text: 'page' }],
          },
        ],
      },
    ]);
    expect(
      mapRichText(state({ type: 'paragraph', children: [internal({ relationTo: 'pages', value: 7 })] })),
    ).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'page' }] }]);
  });

  it('maps an internal link to a post under the blog, to a subsidiary under the map', () => {
    const linkTo = (relationTo: string, slug: string) =>
      mapRichText(
        state({
          type: 'paragraph',
          children: [
            {
              type: 'link',
              fields: { linkType: 'internal', doc: { relationTo, value: { slug } } },
              children: [text('lien')],
            },
          ],
        }),
      )[0];
    expect(linkTo('posts', 'mon-article')).toMatchObject({
      children: [{ type: 'link', url: '/blog/mon-article' }],
    });
    expect(linkTo('subsidiaries', 'dav-lyon')).toMatchObject({
      children: [{ type: 'link', url: '/nos-filiales/dav-lyon' }],
    });
  });

  it('maps a video of the media library to a video block, never to a picture', () => {
    const [video, ...rest] = mapRichText(
      state(
        {
          type: 'upload',
          relationTo: 'media',
          value: {
            id: 3,
            filename: 'demo.webm',
            mimeType: 'video/webm',
            alt: 'Une démo',
            width: null,
            height: null,
          },
        },
        {
          type: 'upload',
          relationTo: 'media',
          value: { id: 4, filename: 'demo.vtt', mimeType: 'text/vtt', alt: 'x' },
        },
      ),
      'de',
    );
    expect(video).toMatchObject({
      type: 'video',
      video: { type: 'video', url: expect.stringContaining('demo.webm'), alt: 'Une démo', captions: null },
    });
    expect(rest).toEqual([]);
  });

  it('maps quotes, level-2 headings and pictures of the media library', () => {
    const blocks = mapRichText(
      state(
        { type: 'heading', tag: 'h2', children: [text('Titre')] },
        { type: 'quote', children: [text('Citation')] },
        {
          type: 'upload',
          relationTo: 'media',
          value: {
            id: 1,
            filename: 'a.webp',
            mimeType: 'image/webp',
            alt: 'Un schéma',
            width: 800,
            height: 600,
          },
        },
        { type: 'upload', relationTo: 'submission-files', value: { id: 2, filename: 'cv.pdf' } },
      ),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Titre' }] },
      { type: 'quote', children: [{ type: 'text', text: 'Citation' }] },
      {
        type: 'image',
        image: { url: expect.stringContaining('a.webp'), alt: 'Un schéma', width: 800, height: 600 },
      },
    ]);
  });

  it('keeps markup an editor typed as text, and drops nodes the site does not show', () => {
    expect(
      mapRichText(
        state(
          { type: 'paragraph', children: [text('<b>x</b>')] },
          { type: 'upload', value: 1 },
          { type: 'paragraph', children: [] },
        ),
      ),
    ).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '<b>x</b>' }] }]);
    expect(mapRichText(null)).toEqual([]);
    expect(mapRichText({ root: { children: 'x' } })).toEqual([]);
  });
});

describe('lexicalFromText and richTextPlainText', () => {
  it('round-trip the seed’s paragraphs and items to the words the search indexes', () => {
    const written = lexicalFromText({ paragraphs: ['Un poste.'], items: ['Concevoir', 'Livrer'] });
    expect(mapRichText(written)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Un poste.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'Concevoir' }], [{ type: 'text', text: 'Livrer' }]],
      },
    ]);
    expect(richTextPlainText(written)).toBe('Un poste.\nConcevoir\nLivrer');
  });
});
