import { describe, expect, it } from 'vitest';
import { assistantReducer, initialAssistantState, type AssistantState } from './assistant-reducer';
import { ASSISTANT_STORAGE_KEY, loadConversation, saveConversation } from './assistant-storage';
import { testScript as script } from './test-script';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const chatting = (): AssistantState =>
  [
    { type: 'activate' as const },
    { type: 'greet' as const, script, name: 'Zoé' },
    { type: 'choose' as const, script, entry: script.drinks[0]!, kind: 'drinks' as const },
    { type: 'reply' as const },
  ].reduce(assistantReducer, initialAssistantState);

describe('the conversation kept for the tab', () => {
  it('comes back as it was: log, name, media, the visitor’s messages', () => {
    const storage = memory();
    const state = chatting();
    saveConversation(storage, state);
    const back = loadConversation(storage);
    expect(back.log).toEqual(state.log);
    expect(back).toMatchObject({
      phase: 'chat',
      username: 'Zoé',
      botMedia: state.botMedia,
      botUserMessages: state.botUserMessages,
      offer: 'entries',
      typing: false,
    });
  });

  it('keeps the error messages by index', () => {
    const storage = memory();
    let state = assistantReducer(chatting(), { type: 'send', script, text: 'un job' });
    state = assistantReducer(state, { type: 'fail', id: state.awaiting!.id, script });
    saveConversation(storage, state);
    expect(loadConversation(storage).errorMessages).toEqual(state.errorMessages);
  });

  it('a question in flight is asked again; a greeting cut short starts over', () => {
    const storage = memory();
    saveConversation(storage, assistantReducer(chatting(), { type: 'send', script, text: 'un job' }));
    expect(loadConversation(storage)).toMatchObject({ typing: true, awaiting: { question: 'un job' } });
    saveConversation(storage, assistantReducer(initialAssistantState, { type: 'activate' }));
    expect(loadConversation(storage).phase).toBe('new');
  });

  it('never keeps a redirection already announced', () => {
    const storage = memory();
    saveConversation(storage, { ...chatting(), redirect: '/nos-offres' });
    expect(loadConversation(storage).redirect).toBeNull();
  });

  it('a corrupt or foreign value starts fresh', () => {
    for (const value of [
      '{',
      'null',
      '[]',
      '{"phase":"chat"}',
      JSON.stringify({ ...chatting(), log: 'x' }),
    ]) {
      expect(loadConversation(memory({ [ASSISTANT_STORAGE_KEY]: value }))).toEqual(initialAssistantState);
    }
    expect(loadConversation(null)).toEqual(initialAssistantState);
  });

  it('a storage that refuses loses the conversation, nothing else', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadConversation(refusing)).toEqual(initialAssistantState);
    expect(() => saveConversation(refusing, chatting())).not.toThrow();
  });
});
