import { describe, expect, it } from 'vitest';
import {
  BOT_QUESTION_MAX,
  BotAnswerSchema,
  BotCtaSchema,
  BotMessageSchema,
  BotQuestionSchema,
} from './assistant';

describe('the assistant contract', () => {
  it('reads a question trimmed, and refuses a blank, an over-long one or an unknown language', () => {
    expect(BotQuestionSchema.parse({ question: '  un job ? ', language: 'fr' })).toEqual({
      question: 'un job ?',
      language: 'fr',
    });
    expect(BotQuestionSchema.safeParse({ question: '   ', language: 'fr' }).success).toBe(false);
    expect(
      BotQuestionSchema.safeParse({ question: 'x'.repeat(BOT_QUESTION_MAX + 1), language: 'fr' }).success,
    ).toBe(false);
    expect(BotQuestionSchema.safeParse({ question: 'hello', language: 'it' }).success).toBe(false);
  });

  it('takes a link with a url and a button with a message, not the other way round', () => {
    const base = { external: false, botMessages: [] };
    expect(
      BotCtaSchema.safeParse({
        ...base,
        label: 'Offres',
        role: 'link',
        url: '/nos-offres',
        userMessage: null,
      }).success,
    ).toBe(true);
    expect(
      BotCtaSchema.safeParse({ ...base, label: 'Offres', role: 'link', url: null, userMessage: 'x' }).success,
    ).toBe(false);
    expect(
      BotCtaSchema.safeParse({ ...base, label: 'Oui', role: 'button', url: null, userMessage: null }).success,
    ).toBe(false);
  });

  it('holds a bot message as a text or a media, never both or neither', () => {
    expect(BotMessageSchema.safeParse({ message: 'Salut', media: null }).success).toBe(true);
    expect(BotMessageSchema.safeParse({ message: null, media: null }).success).toBe(false);
  });

  it('answers at least one item', () => {
    expect(BotAnswerSchema.safeParse([]).success).toBe(false);
    expect(
      BotAnswerSchema.parse([{ message: 'Nos offres', ctas: [], redirection: '/nos-offres', media: null }]),
    ).toHaveLength(1);
  });
});
