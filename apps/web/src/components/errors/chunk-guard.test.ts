import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@dav/rules';
import { CHUNK_RELOAD_KEY } from './chunk-failure';
import { chunkGuardSource } from './chunk-guard';

const STRINGS = {
  title: 'Something went wrong',
  message: 'Try again.',
  backHome: 'Home',
  reload: 'Reload the page',
};

interface FakeElement {
  tagName: string;
  textContent: string;
  children: FakeElement[];
  append(...children: FakeElement[]): void;
  [key: string]: unknown;
}

/** A page load with the guard in its head: its window, storage, location and body, pretended. */
function loadPage(storage: Map<string, string>, { hydrated = false, online = true } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const element = (tagName: string): FakeElement => {
    const node: FakeElement = {
      tagName: tagName.toUpperCase(),
      textContent: '',
      children: [],
      style: {},
      append: (...children) => node.children.push(...children),
    };
    return node;
  };
  const body = {
    shown: null as FakeElement | null,
    replaceChildren: (node: FakeElement) => (body.shown = node),
  };
  const page = {
    window: {
      __davHydrated: hydrated,
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    },
    document: {
      body,
      title: '',
      createElement: element,
      querySelector: () => ({ getAttribute: () => JSON.stringify(STRINGS) }),
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    navigator: { onLine: online },
    location: { reload: vi.fn() },
  };
  new Function(...Object.keys(page), chunkGuardSource())(...Object.values(page));
  const failScript = (src: string) => listeners.get('error')!({ target: { tagName: 'SCRIPT', src } });
  const rejectImport = (reason: unknown) => listeners.get('unhandledrejection')!({ reason });
  return { ...page, body, failScript, rejectImport };
}

const CHUNK = 'https://www.example.fr/_next/static/chunks/page-1234.js';

describe('the chunk-load guard in every page’s head', () => {
  it('reloads on a build file that failed, and notes when', () => {
    const storage = new Map<string, string>();
    const page = loadPage(storage);
    page.failScript(CHUNK);
    expect(page.location.reload).toHaveBeenCalledOnce();
    expect(Number(storage.get(CHUNK_RELOAD_KEY))).toBeGreaterThan(Date.now() - 5_000);
  });

  it('shows the error screen with a reload link on a second failure within 60 s', () => {
    const storage = new Map([[CHUNK_RELOAD_KEY, String(Date.now() - 1_000)]]);
    const page = loadPage(storage);
    page.failScript(CHUNK);
    expect(page.location.reload).not.toHaveBeenCalled();
    const main = page.body.shown!;
    expect(main.tagName).toBe('MAIN');
    expect(main.children.map((child) => child.textContent)).toEqual([STRINGS.title, STRINGS.message, '']);
    const links = main.children[2]!.children;
    expect(links.map((link) => [link.href, link.textContent])).toEqual([
      ['', STRINGS.reload],
      ['/', STRINGS.backHome],
    ]);
    expect(page.document.title).toBe(STRINGS.title);
  });

  it('reloads again once 60 s have passed', () => {
    const storage = new Map([[CHUNK_RELOAD_KEY, String(Date.now() - CHUNK_RELOAD_MIN_INTERVAL_MS - 1)]]);
    const page = loadPage(storage);
    page.rejectImport(Object.assign(new Error('Failed to load chunk x'), { name: 'ChunkLoadError' }));
    expect(page.location.reload).toHaveBeenCalledOnce();
  });

  it('leaves other files and errors alone, and the screen to React once it runs', () => {
    const storage = new Map([[CHUNK_RELOAD_KEY, String(Date.now() - 1_000)]]);
    const page = loadPage(storage, { hydrated: true });
    page.failScript('https://www.example.fr/api/media/file/photo.jpg');
    page.rejectImport(new Error('Cannot read properties of undefined'));
    expect(page.location.reload).not.toHaveBeenCalled();
    page.failScript(CHUNK);
    expect(page.body.shown).toBeNull();
  });

  it('leaves the page as it is offline (the offline page, perhaps)', () => {
    const page = loadPage(new Map(), { online: false });
    page.failScript(CHUNK);
    expect(page.location.reload).not.toHaveBeenCalled();
    expect(page.body.shown).toBeNull();
  });
});
