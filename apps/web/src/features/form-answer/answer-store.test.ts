import { describe, expect, it } from 'vitest';
import { answerStore, type FormAnswer } from './answer-store';

const answer = (name = 'Ada'): FormAnswer => ({
  form: 'contact',
  locale: 'fr',
  back: '/contactez-nous',
  posted: { values: { firstname: name }, answer: null, fileDropped: false },
});

function clock(start = 1_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('the answer store', () => {
  it('gives an answer back once, by an unguessable id', () => {
    const store = answerStore(new Map());
    const id = store.keep(answer());
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(store.take(id)).toEqual(answer());
    expect(store.take(id)).toBeNull();
    expect(store.size).toBe(0);
  });

  it('gives different ids to two answers, and nothing for an unknown id', () => {
    const store = answerStore(new Map());
    const first = store.keep(answer('Ada'));
    const second = store.keep(answer('Grace'));
    expect(first).not.toBe(second);
    expect(store.take('not-an-id')).toBeNull();
    expect(store.take(second)?.posted.values).toEqual({ firstname: 'Grace' });
  });

  it('forgets an answer once its time is up, even unread', () => {
    const time = clock();
    const store = answerStore(new Map(), time.now, { ttlMs: 60_000 });
    const late = store.keep(answer());
    time.advance(60_000);
    expect(store.take(late)).toBeNull();

    const unread = store.keep(answer());
    time.advance(60_001);
    store.keep(answer('Grace'));
    // The expired one was swept by the next keep: only the new one is left.
    expect(store.size).toBe(1);
    expect(store.take(unread)).toBeNull();
  });

  it('is read in time just before its end', () => {
    const time = clock();
    const store = answerStore(new Map(), time.now, { ttlMs: 60_000 });
    const id = store.keep(answer());
    time.advance(59_999);
    expect(store.take(id)).not.toBeNull();
  });

  it('never holds more than its bound: the oldest go first', () => {
    const store = answerStore(new Map(), Date.now, { max: 3 });
    const ids = ['a', 'b', 'c', 'd', 'e'].map((name) => store.keep(answer(name)));
    expect(store.size).toBe(3);
    expect(store.take(ids[0]!)).toBeNull();
    expect(store.take(ids[1]!)).toBeNull();
    expect(store.take(ids[4]!)?.posted.values).toEqual({ firstname: 'e' });
  });

  it('is one store per process: two copies of the module see the same answers', () => {
    const id = answerStore().keep(answer());
    expect(answerStore().take(id)).toEqual(answer());
  });
});
