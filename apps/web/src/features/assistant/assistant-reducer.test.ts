import { describe, expect, it } from 'vitest';
import { BOT_IDLE_QUESTION } from '@dav/contract';
import {
  acceptsSend,
  assistantReducer,
  fillUsername,
  initialAssistantState,
  redirectionWords,
  type AssistantAction,
  type AssistantState,
} from './assistant-reducer';
import { testScript as script, video } from './test-script';

const WORDS = { redirecting: 'Je vous emmène vers {page}…', goTo: 'Aller à la page {page}' };
const FOLLOW = redirectionWords(false, WORDS);
const LINK = redirectionWords(true, WORDS);

const run = (actions: AssistantAction[], from: AssistantState = initialAssistantState) =>
  actions.reduce(assistantReducer, from);

const greeted = (name: string | null = null) =>
  run([{ type: 'activate' }, { type: 'typing' }, { type: 'greet', script, name }]);
const named = (name = 'Zoé') => run([{ type: 'send', script, text: name }], greeted());
const chatting = () =>
  run([{ type: 'choose', script, entry: script.drinks[0]!, kind: 'drinks' }, { type: 'reply' }], named());
const texts = (state: AssistantState) => state.log.map((e) => `${e.author}:${e.text ?? '[media]'}`);

describe('assistantReducer: the greeting', () => {
  it('types, then greets and asks for the first name', () => {
    const typing = run([{ type: 'activate' }, { type: 'typing' }]);
    expect(typing).toMatchObject({ phase: 'greeting', typing: true, log: [] });
    const state = greeted();
    expect(state.phase).toBe('name');
    expect(state.typing).toBe(false);
    expect(texts(state)).toEqual(['bot:Bonjour !', 'bot:Je suis Dav.', 'bot:Comment vous appelez-vous ?']);
  });

  it('is played once: activating again after the greeting changes nothing', () => {
    const state = greeted();
    expect(assistantReducer(state, { type: 'activate' })).toBe(state);
    expect(assistantReducer(state, { type: 'greet', script, name: null })).toBe(state);
  });

  it('takes the prompt’s name as the visitor’s answer, after the question', () => {
    const state = greeted('Zoé');
    expect(texts(state).slice(2)).toEqual([
      'bot:Comment vous appelez-vous ?',
      'visitor:Zoé',
      'bot:Enchanté {username} !',
      'bot:Que buvez-vous ?',
    ]);
    expect(state).toMatchObject({ username: 'Zoé', phase: 'chat', offer: 'drinks' });
  });
});

describe('assistantReducer: the name', () => {
  it('an empty name becomes the anonymous name, and nothing is shown as said', () => {
    for (const text of ['', '   ', '<b></b>']) {
      const state = run([{ type: 'send', script, text }], greeted());
      expect(state.username).toBe(script.anonymousName);
      expect(state.log.filter((e) => e.author === 'visitor')).toEqual([]);
      expect(state.phase).toBe('chat');
    }
  });

  it('an offensive name gets the reply and the question again, and is never the name', () => {
    const state = run([{ type: 'send', script, text: 'connard' }], greeted());
    expect(state.username).toBeNull();
    expect(state.phase).toBe('name');
    expect(texts(state).slice(-2)).toEqual([
      `bot:${script.offensiveNameReply}`,
      `bot:${script.nameQuestion}`,
    ]);
    expect(run([{ type: 'send', script, text: 'Zoé' }], state).username).toBe('Zoé');
  });

  it('markup in a name is stripped', () => {
    const state = run(
      [{ type: 'send', script, text: 'Zoé <b>bold</b><img src=x onerror=alert(1)>' }],
      greeted(),
    );
    expect(state.username).toBe('Zoé bold');
    expect(texts(state)).toContain('visitor:Zoé bold');
  });

  it('fills {username} wherever a message has it', () => {
    expect(fillUsername('Enchanté {username} ! {username}', 'Zoé')).toBe('Enchanté Zoé ! Zoé');
  });
});

describe('assistantReducer: drinks and entries', () => {
  it('a choice adds the visitor’s message at once and the bot’s replies on `reply`', () => {
    const chosen = run([{ type: 'choose', script, entry: script.drinks[0]!, kind: 'drinks' }], named());
    expect(texts(chosen).at(-1)).toBe('visitor:Un thé, s’il vous plaît');
    expect(chosen).toMatchObject({ typing: true, offer: null, botMedia: null });
    expect(chosen.pending).not.toBeNull();
    const replied = assistantReducer(chosen, { type: 'reply' });
    expect(texts(replied).at(-1)).toBe('bot:Voici votre thé, {username}.');
    expect(replied).toMatchObject({ typing: false, pending: null, offer: 'entries', botMedia: video('tea') });
    expect(replied.botUserMessages).toEqual(['Zoé', 'Un thé, s’il vous plaît']);
  });

  it('a button call to action plays its user message, then its bot messages', () => {
    const cta = {
      label: 'Oui',
      role: 'button' as const,
      url: null,
      external: false,
      userMessage: 'Oui <i>merci</i>',
      botMessages: [{ message: null, media: video('office') }],
    };
    const state = run([{ type: 'cta', cta }, { type: 'reply' }], chatting());
    expect(texts(state).slice(-2)).toEqual(['visitor:Oui merci', 'bot:[media]']);
    expect(state.log.at(-1)!.media).toEqual(video('office'));
  });
});

describe('assistantReducer: questions and answers', () => {
  const asked = () => run([{ type: 'send', script, text: '  un <b>job</b> ?  ' }], chatting());

  it('blank input is ignored; anything else is said and awaited, stripped', () => {
    const state = chatting();
    expect(acceptsSend(state, '  ')).toBe(false);
    expect(assistantReducer(state, { type: 'send', script, text: ' \n ' })).toBe(state);
    const sent = asked();
    expect(texts(sent).at(-1)).toBe('visitor:un job ?');
    expect(sent.awaiting).toMatchObject({ question: 'un job ?', idle: false });
    expect(sent.typing).toBe(true);
    expect(acceptsSend(sent, 'encore')).toBe(false);
  });

  it('an answer adds its items, media and calls to action; a site-path redirection is announced', () => {
    const sent = asked();
    const state = assistantReducer(sent, {
      type: 'answer',
      id: sent.awaiting!.id,
      redirection: FOLLOW,
      answer: [
        { message: 'Voici nos offres.', ctas: [], redirection: '/nos-offres?q=dev', media: video('jobs') },
      ],
    });
    expect(texts(state).slice(-3)).toEqual([
      'bot:Voici nos offres.',
      'bot:[media]',
      'bot:Je vous emmène vers /nos-offres?q=dev…',
    ]);
    expect(state).toMatchObject({ redirect: '/nos-offres?q=dev', typing: false, awaiting: null });
  });

  it('announces a redirection by its path as read, and follows it as sent', () => {
    const sent = asked();
    const state = assistantReducer(sent, {
      type: 'answer',
      id: sent.awaiting!.id,
      redirection: FOLLOW,
      answer: [{ message: 'Hop', ctas: [], redirection: '/nos-offres?q=d%C3%A9veloppeur', media: null }],
    });
    expect(texts(state).at(-1)).toBe('bot:Je vous emmène vers /nos-offres?q=développeur…');
    expect(state.redirect).toBe('/nos-offres?q=d%C3%A9veloppeur');
  });

  it('on an accessibility host, offers the page as a link and never redirects by itself', () => {
    const sent = asked();
    const state = assistantReducer(sent, {
      type: 'answer',
      id: sent.awaiting!.id,
      redirection: LINK,
      answer: [{ message: 'Hop', ctas: [], redirection: '/nos-offres?q=d%C3%A9veloppeur', media: null }],
    });
    expect(state.redirect).toBeNull();
    expect(texts(state).slice(-2)).toEqual(['bot:Hop', 'bot:[media]']);
    const offered = state.log.at(-1)!;
    expect(offered).toMatchObject({ author: 'bot', text: null, media: null });
    expect(offered.ctas).toEqual([
      {
        role: 'link',
        label: 'Aller à la page /nos-offres?q=développeur',
        url: '/nos-offres?q=d%C3%A9veloppeur',
        external: false,
        userMessage: null,
        botMessages: [],
      },
    ]);
    // Off the site, no link either.
    const away = assistantReducer(sent, {
      type: 'answer',
      id: sent.awaiting!.id,
      redirection: LINK,
      answer: [{ message: 'Hop', ctas: [], redirection: 'https://evil.example', media: null }],
    });
    expect(away.log.at(-1)!.ctas).toEqual([]);
  });

  it('follows on a main host and links on an accessibility host', () => {
    expect(redirectionWords(false, WORDS)).toEqual({ follow: true, announce: WORDS.redirecting });
    expect(redirectionWords(true, WORDS)).toEqual({ follow: false, link: WORDS.goTo });
  });

  it('never redirects off the site', () => {
    const sent = asked();
    for (const redirection of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      const state = assistantReducer(sent, {
        type: 'answer',
        id: sent.awaiting!.id,
        redirection: { follow: true, announce: '{page}' },
        answer: [{ message: 'Hop', ctas: [], redirection, media: null }],
      });
      expect(state.redirect).toBeNull();
    }
  });

  it('a late answer to another question is dropped', () => {
    const sent = asked();
    const answer = [{ message: 'x', ctas: [], redirection: null, media: null }];
    expect(assistantReducer(sent, { type: 'answer', id: 999, answer, redirection: FOLLOW })).toBe(sent);
  });

  it('a failure says the unavailable message with its contact link and gives the question back', () => {
    const sent = asked();
    const state = assistantReducer(sent, { type: 'fail', id: sent.awaiting!.id, script });
    expect(texts(state).at(-1)).toBe(`bot:${script.unavailable.message}`);
    expect(state.log.at(-1)!.ctas[0]!.url).toBe('/contactez-nous');
    expect(state).toMatchObject({ typing: false, awaiting: null, restore: { text: 'un job ?' } });
    expect(state.errorMessages).toEqual({ [state.log.length - 1]: 'un job ?' });
    expect(assistantReducer(state, { type: 'reset-errors' }).errorMessages).toEqual({});
  });
});

describe('assistantReducer: idle', () => {
  it('posts the idle question once, never as the visitor’s message', () => {
    const state = assistantReducer(chatting(), { type: 'idle' });
    expect(state.awaiting).toMatchObject({ question: BOT_IDLE_QUESTION, idle: true });
    expect(state.log.filter((e) => e.text === BOT_IDLE_QUESTION)).toEqual([]);
    expect(state.botUserMessages).not.toContain(BOT_IDLE_QUESTION);
    const answered = assistantReducer(state, {
      type: 'answer',
      id: state.awaiting!.id,
      redirection: FOLLOW,
      answer: [{ message: 'Toujours là ?', ctas: [], redirection: null, media: null }],
    });
    expect(assistantReducer(answered, { type: 'idle' })).toBe(answered);
  });

  it('is not sent before the chat has a name, nor while something is awaited', () => {
    const before = greeted();
    expect(assistantReducer(before, { type: 'idle' })).toBe(before);
    const sent = run([{ type: 'send', script, text: 'hello' }], chatting());
    expect(assistantReducer(sent, { type: 'idle' })).toBe(sent);
  });

  it('a failed idle question says nothing', () => {
    const state = assistantReducer(chatting(), { type: 'idle' });
    const failed = assistantReducer(state, { type: 'fail', id: state.awaiting!.id, script });
    expect(failed.log).toEqual(state.log);
    expect(failed).toMatchObject({ typing: false, awaiting: null, restore: null });
  });
});
