import { describe, expect, it } from 'vitest';
import { BlockSchema, ENTRY_POINT_KINDS, PageResponseSchema } from './page';

const image = { url: '/api/media/file/dav-hello.webp', alt: 'Dav waves', width: 480, height: 480 };

const mascot = {
  blockType: 'mascot',
  id: 'm1',
  name: 'Dav',
  images: [image],
  greetings: ['Bonjour ! Je suis Dav, l’assistant du groupe.'],
};
const namePrompt = {
  blockType: 'namePrompt',
  id: 'n1',
  label: 'Et vous, comment vous appelez-vous ?',
  placeholder: 'Votre prénom',
  buttonLabel: 'Envoyer',
};
const entries = ENTRY_POINT_KINDS.map((kind) => ({
  kind,
  title: `Title ${kind}`,
  text: null,
  url: kind === 'learn-more' ? 'https://example.com/' : `/${kind}`,
  image: null,
}));
const entryPoints = { blockType: 'entryPoints', id: 'e1', entries };

describe('home blocks', () => {
  it('accepts a mascot with one or two poses and one to three greetings', () => {
    expect(BlockSchema.parse(mascot)).toEqual(mascot);
    const two = { ...mascot, images: [image, image], greetings: ['a', 'b', 'c'] };
    expect(BlockSchema.parse(two)).toEqual(two);
  });

  it('rejects a mascot without a picture, with three poses, or with no or four greetings', () => {
    expect(() => BlockSchema.parse({ ...mascot, images: [] })).toThrow();
    expect(() => BlockSchema.parse({ ...mascot, images: [image, image, image] })).toThrow();
    expect(() => BlockSchema.parse({ ...mascot, greetings: [] })).toThrow();
    expect(() => BlockSchema.parse({ ...mascot, greetings: ['a', 'b', 'c', 'd'] })).toThrow();
  });

  it('accepts a name prompt, its placeholder optional', () => {
    expect(BlockSchema.parse(namePrompt)).toEqual(namePrompt);
    expect(BlockSchema.parse({ ...namePrompt, placeholder: null })).toMatchObject({ placeholder: null });
    expect(() => BlockSchema.parse({ ...namePrompt, buttonLabel: undefined })).toThrow();
  });

  it('accepts the five entry points of SPEC 2.4', () => {
    expect(ENTRY_POINT_KINDS).toEqual([
      'discover',
      'overview',
      'learn-more',
      'subsidiaries',
      'submit-project',
    ]);
    expect(BlockSchema.parse(entryPoints)).toEqual(entryPoints);
  });

  it('rejects a kind twice, an unknown kind, more than five or none', () => {
    const twice = [...entries.slice(0, 4), { ...entries[0]! }];
    expect(() => BlockSchema.parse({ ...entryPoints, entries: twice })).toThrow(/once/);
    expect(() =>
      BlockSchema.parse({ ...entryPoints, entries: [{ ...entries[0]!, kind: 'careers' }] }),
    ).toThrow();
    expect(() => BlockSchema.parse({ ...entryPoints, entries: [...entries, entries[0]] })).toThrow();
    expect(() => BlockSchema.parse({ ...entryPoints, entries: [] })).toThrow();
  });

  it('carries the home blocks in a page response', () => {
    const page = {
      id: '1',
      slug: 'home',
      title: 'Accueil',
      template: 'index',
      content: [mascot, namePrompt, entryPoints],
      seo: { title: null, description: null, image: null },
      translations: [],
      updatedAt: '2026-11-23T12:00:00.000Z',
    };
    expect(PageResponseSchema.parse(page).content.map((b) => b.blockType)).toEqual([
      'mascot',
      'namePrompt',
      'entryPoints',
    ]);
  });
});
