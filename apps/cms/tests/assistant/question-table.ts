import type { Locale } from '@dav/contract';
import { QUESTIONS_DE } from './questions-de';
import { QUESTIONS_EN } from './questions-en';
import { QUESTIONS_ES } from './questions-es';
import { QUESTIONS_FR } from './questions-fr';
import type { QuestionRow } from './question-row';

export type { QuestionRow } from './question-row';

/** Per language: at least 40 rows, each page of the assistant's answers, a few that must fall back. */

export const QUESTION_TABLE: Record<Locale, QuestionRow[]> = {
  fr: QUESTIONS_FR,
  en: QUESTIONS_EN,
  es: QUESTIONS_ES,
  de: QUESTIONS_DE,
};
