import type { AssistantScript, Block, PageResponse } from '@dav/contract';
import { BOT_ANSWER_PATH } from '@dav/contract';
import { expect, type Locator, type Page } from '@playwright/test';
import { cmsJson, expectAccessible, expectAccessibleAAA, pauseClock, siteUrl } from '../fixtures';

/** The chat's own words (packages/contract/src/trads), by content language. */
const WORDS = {
  fr: {
    chat: 'Discussion avec Dav',
    input: 'Votre message',
    send: 'Envoyer',
    close: 'Fermer la discussion',
    typing: 'Dav écrit…',
    choices: 'Réponses proposées',
    redirecting: 'Je vous emmène vers',
    goTo: 'Aller à la page',
  },
  en: {
    chat: 'Chat with Dav',
    input: 'Your message',
    send: 'Send',
    close: 'Close the chat',
    typing: 'Dav is typing…',
    choices: 'Suggested answers',
    redirecting: 'Taking you to',
    goTo: 'Go to the page',
  },
} as const;

export type SiteCode = 'fr' | 'en' | 'ay-fr';
const languageOf = (code: SiteCode) => (code === 'en' ? 'en' : 'fr');

/** The home page's name prompt and the chat it opens (docs/product.md#the-assistant). */
export class AssistantChat {
  readonly words: (typeof WORDS)[keyof typeof WORDS];
  readonly dialog: Locator;
  readonly log: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly close: Locator;
  readonly typing: Locator;
  readonly status: Locator;
  readonly choices: Locator;
  readonly footer: Locator;
  /** The script, once read by `gotoFrozen`. */
  private loaded: AssistantScript | null = null;

  constructor(
    readonly page: Page,
    readonly code: SiteCode = 'fr',
  ) {
    this.words = WORDS[languageOf(code)];
    this.dialog = page.getByRole('dialog', { name: this.words.chat });
    this.log = this.dialog.getByRole('log');
    this.input = this.dialog.getByRole('textbox', { name: this.words.input });
    this.send = this.dialog.getByRole('button', { name: this.words.send, exact: true });
    this.close = this.dialog.getByRole('button', { name: this.words.close });
    this.typing = page.getByTestId('assistant-typing');
    this.status = this.dialog.getByRole('status');
    this.choices = this.dialog.getByRole('group', { name: this.words.choices });
    this.footer = page.getByRole('contentinfo');
  }

  /** The script the chat reads, from the CMS. */
  script(): Promise<AssistantScript> {
    return cmsJson<AssistantScript>(`/wp-json/api/${languageOf(this.code)}/assistant`);
  }

  async prompt() {
    const home = await cmsJson<PageResponse>(`/wp-json/api/${languageOf(this.code)}/page/home`);
    const block = home.content.find((b) => b.blockType === 'namePrompt') as Extract<
      Block,
      { blockType: 'namePrompt' }
    >;
    return {
      input: this.page.getByRole('textbox', { name: block.label }),
      button: this.page.getByRole('main').getByRole('button', { name: block.buttonLabel, exact: true }),
    };
  }

  /**
   * The page with the page's clock installed and stopped: timers fire only when the test moves
   * it (`runFor`), so each delay is checked to the millisecond.
   */
  async gotoFrozen(path = '/') {
    this.loaded = await this.script();
    await this.page.clock.install();
    await this.page.goto(siteUrl(this.code, path));
    await pauseClock(this.page);
  }

  /** The clock running again (axe waits on page timers); AAA on an accessibility host. */
  async expectAccessible() {
    await this.page.clock.resume();
    await (this.code.startsWith('ay-') ? expectAccessibleAAA : expectAccessible)(this.page);
  }

  /** Opens from the prompt with `name`; resolves once the chat is there and its script is read. */
  async openFromPrompt(name: string) {
    const { input, button } = await this.prompt();
    const script = this.page.waitForResponse((r) => r.url().endsWith('/assistant'));
    await input.fill(name);
    await button.click();
    await expect(this.dialog).toBeVisible();
    await script;
  }

  /** The chat past its greeting (2.5 s), name given, at the drinks. */
  async greetAndName(name: string) {
    await this.page.clock.runFor(2500);
    // Past 2.5 s once the script is in (on a busy machine it may come later than that).
    await expect(this.bot(this.loaded!.nameQuestion)).toBeVisible();
    await expect(this.input).toBeFocused();
    await this.say(name);
  }

  async say(text: string) {
    await this.input.fill(text);
    await this.send.click();
  }

  bot(text: string | RegExp): Locator {
    return this.log.locator('[data-author="bot"]', { hasText: text });
  }

  visitor(text: string | RegExp): Locator {
    return this.log.locator('[data-author="visitor"]', { hasText: text });
  }

  /** Answers of the CMS replaced by `answer` (a status, or items). */
  async answerWith(answer: number | unknown[]) {
    const posted: string[] = [];
    await this.page.route(`**${BOT_ANSWER_PATH}`, async (route) => {
      posted.push(String(route.request().postDataBuffer()?.toString('latin1') ?? ''));
      if (typeof answer === 'number') await route.fulfill({ status: answer, json: { errors: {} } });
      else await route.fulfill({ json: answer });
    });
    return posted;
  }
}
