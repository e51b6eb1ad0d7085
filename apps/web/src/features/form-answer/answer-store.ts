import { randomBytes } from 'node:crypto';
import type { Locale } from '@dav/contract';
import type { PostedForm } from '../forms/form-reducer';

/**
 * A form the browser posted itself that comes back on the answer screen (app/api/forms →
 * app/[site]/envoi-formulaire): what was posted and where it came from. It lives only in this
 * process's memory, for the moment between the post and the answer's render: never in a URL, a
 * cookie or a log (docs/architecture.md#forms-and-submissions).
 */
export interface FormAnswer {
  /** The definition's name (`contact`). */
  form: string;
  locale: Locale;
  /** The form's page (`_dav_back`): where a new send answers from, and the way back. */
  back: string;
  /** As the engine's prop: undefined → the definition's success target; null → in place. */
  successHref?: string | null;
  posted: PostedForm;
}

/** The render follows the post at once: a minute is plenty, and what was typed goes soon after. */
export const ANSWER_TTL_MS = 60_000;
/** A flood of posts cannot grow the memory past this: the oldest answers go first. */
export const ANSWER_STORE_MAX = 500;

interface Kept {
  answer: FormAnswer;
  expires: number;
}

/**
 * One store per process, on `globalThis` under a registered symbol: the route handler and the
 * page are bundled apart, each with its own copy of this module, and must see the same answers.
 */
const STORE_KEY = Symbol.for('dav.form-answers');
type Store = Map<string, Kept>;

function processStore(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
  holder[STORE_KEY] ??= new Map();
  return holder[STORE_KEY];
}

/** A random, unguessable id (128 bits), the only thing that leaves the store. */
const newId = () => randomBytes(16).toString('base64url');

export interface AnswerStore {
  keep(answer: FormAnswer): string;
  /** The answer, once: it is deleted as it is read; null when unknown or expired. */
  take(id: string): FormAnswer | null;
  readonly size: number;
}

export function answerStore(
  store: Store = processStore(),
  now: () => number = Date.now,
  options: { ttlMs?: number; max?: number } = {},
): AnswerStore {
  const ttl = options.ttlMs ?? ANSWER_TTL_MS;
  const max = options.max ?? ANSWER_STORE_MAX;
  const sweep = (at: number) => {
    for (const [id, kept] of store) if (kept.expires <= at) store.delete(id);
  };
  return {
    keep(answer) {
      const at = now();
      sweep(at);
      // A Map iterates in insertion order: the first keys are the oldest.
      for (const id of store.keys()) {
        if (store.size < max) break;
        store.delete(id);
      }
      const id = newId();
      store.set(id, { answer, expires: at + ttl });
      return id;
    },
    take(id) {
      const kept = store.get(id);
      if (!kept) return null;
      store.delete(id);
      return kept.expires > now() ? kept.answer : null;
    },
    get size() {
      return store.size;
    },
  };
}
