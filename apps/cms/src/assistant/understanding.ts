import type { Locale } from '@dav/contract';

/*
 * The seam between the assistant's understanding (a classifier over editors' example questions,
 * and the things a question may name) and the CMS around it (collections, the answer route, the
 * model's rebuild on each edit). Pure types: what implements them must not touch Payload.
 */

/**
 * How an intent's answer is completed from the question: `static` answers as written; `offers`
 * prefills the offers search (`?q=` a role, `subsidiary` a city or subsidiary) when the question
 * names one that exists; `subsidiaries` leads to the subsidiary named, else the list.
 */
export const INTENT_KINDS = ['static', 'offers', 'subsidiaries'] as const;
export type IntentKind = (typeof INTENT_KINDS)[number];

/** What the classifier learns from: an intent's example questions in one language. */
export interface IntentExamples {
  key: string;
  examples: readonly string[];
}

/** The intent a question is about, and how sure (implementation-defined scale, above its threshold). */
export interface IntentMatch {
  key: string;
  score: number;
}

export interface IntentClassifier {
  /** The best intent, or null when none is close enough (the fallback answer is given). */
  classify(question: string): IntentMatch | null;
}

/** Builds one language's model; called again whenever an intent changes. */
export type BuildClassifier = (locale: Locale, intents: readonly IntentExamples[]) => IntentClassifier;

/** What exists on the site for a question to name (read from the CMS when the model is built). */
export interface KnownEntities {
  /** Job titles and expertises a search can be prefilled with (offer titles, expertise names). */
  roles: readonly string[];
  /** Each subsidiary, with the names a visitor may use for it: its name and its cities. */
  subsidiaries: readonly { slug: string; names: readonly string[] }[];
}

/** What a question named: the role for `?q=`, the subsidiary's slug. */
export interface NamedEntities {
  role?: string;
  subsidiary?: string;
}

export type ExtractEntities = (locale: Locale, question: string, known: KnownEntities) => NamedEntities;
