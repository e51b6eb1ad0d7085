import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@dav/rules';
import { chunkFailureAction, decideChunkFailure, isChunkLoadError, parseReloadAt } from './chunk-failure';

const NOW = 1_800_000_000_000;

describe('chunkFailureAction', () => {
  it('reloads on a first failure', () => {
    expect(chunkFailureAction(NOW, null, true)).toBe('reload');
  });

  it('shows the error screen on a second failure within the interval', () => {
    expect(chunkFailureAction(NOW, NOW - 1, true)).toBe('show-error');
    expect(chunkFailureAction(NOW, NOW - CHUNK_RELOAD_MIN_INTERVAL_MS + 1, true)).toBe('show-error');
  });

  it('reloads again once the interval has passed', () => {
    expect(chunkFailureAction(NOW, NOW - CHUNK_RELOAD_MIN_INTERVAL_MS, true)).toBe('reload');
  });

  it('never reloads offline, nor when it cannot remember reloading', () => {
    expect(chunkFailureAction(NOW, null, false)).toBe('show-error');
    expect(chunkFailureAction(NOW, undefined, true)).toBe('show-error');
  });

  it('never loops when the clock went back', () => {
    expect(chunkFailureAction(NOW, NOW + 5_000, true)).toBe('show-error');
  });

  it('applies the interval it is given (the page’s guard passes it as a number)', () => {
    expect(decideChunkFailure(NOW, NOW - 1_000, true, 500)).toBe('reload');
    expect(decideChunkFailure(NOW, NOW - 1_000, true, 5_000)).toBe('show-error');
  });
});

describe('isChunkLoadError', () => {
  it('knows Turbopack’s, webpack’s and the browsers’ messages', () => {
    const turbopack = Object.assign(
      new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'),
      {
        name: 'ChunkLoadError',
      },
    );
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves other errors to the error screen', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to load chunk')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('parseReloadAt', () => {
  it('reads a stored time, and nothing else', () => {
    expect(parseReloadAt(String(NOW))).toBe(NOW);
    expect(parseReloadAt(null)).toBeNull();
    expect(parseReloadAt('soon')).toBeNull();
  });
});
