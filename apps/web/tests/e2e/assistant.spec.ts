import { request as httpRequest } from 'node:http';
import { BOT_ANSWER_PATH, BOT_IDLE_QUESTION, BOT_QUESTION_MAX } from '@dav/contract';
import { expect, settle, siteUrl, test, WEB_PORT } from '../fixtures';
import { AssistantChat } from '../pages/assistant-chat';

/** The mascot's chat on the home page (docs/product.md#the-assistant, SPEC 2.1, 4). */

const answer = (message: string, more: Record<string, unknown> = {}) => ({
  message,
  ctas: [],
  redirection: null,
  media: null,
  ...more,
});

/** A 1×1 PNG, for a media in an answer. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test.describe('assistant: opening', () => {
  test('the prompt opens it with the typed name: typing at 0.5 s, the greeting at 2.5 s, the name as the answer', async ({
    page,
  }) => {
    const chat = new AssistantChat(page);
    const script = await chat.script();
    await chat.gotoFrozen();
    await expect(chat.footer).toBeVisible();
    await chat.openFromPrompt('Zoé');
    await expect(page).toHaveURL(/#Dav$/);
    expect(page.url()).not.toContain('Zo');
    await expect(chat.footer).toBeHidden();
    await expect(chat.input).toBeFocused();
    await expect(chat.input).toHaveAttribute('maxlength', '500');

    await page.clock.runFor(499);
    await expect(chat.typing).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(chat.typing).toHaveText(chat.words.typing);
    await expect(chat.status).toHaveText(chat.words.typing);

    await page.clock.runFor(1999);
    await expect(chat.bot(script.greetings[0]!)).toHaveCount(0);
    await page.clock.runFor(1);
    for (const greeting of script.greetings) await expect(chat.bot(greeting)).toBeVisible();
    await expect(chat.bot(script.nameQuestion)).toBeVisible();
    await expect(chat.visitor('Zoé')).toBeVisible();
    await expect(chat.typing).toHaveCount(0);
    await expect(chat.status).toHaveText('');
    // The name question, then the visitor's answer, then the bot's reply with the name.
    const order = await chat.log.locator('[data-author]').allInnerTexts();
    const asked = order.indexOf(script.nameQuestion);
    expect(order[asked + 1]).toBe('Zoé');
    await expect(chat.bot(script.nameReply[0]!.replace('{username}', 'Zoé'))).toBeVisible();
    for (const drink of script.drinks)
      await expect(chat.choices.getByRole('button', { name: drink.label })).toBeVisible();
    // The visitor's own words are not read back by the live log.
    await expect(chat.visitor('Zoé')).toHaveAttribute('aria-hidden', 'true');
    await chat.expectAccessible();
  });

  for (const path of ['/#dav', '/home#Dav']) {
    test(`the mascot's name as the hash opens it and hides the footer: ${path}`, async ({ page }) => {
      const chat = new AssistantChat(page);
      await chat.script();
      await page.goto(siteUrl('fr', path));
      await expect(chat.dialog).toBeVisible();
      await expect(chat.footer).toBeHidden();
      if (path === '/#dav') await chat.close.click();
      else await chat.input.press('Escape');
      await expect(chat.dialog).toHaveCount(0);
      await expect(chat.footer).toBeVisible();
      expect(new URL(page.url()).hash).toBe('');
      // Opened by URL: focus goes to the page's main heading.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  }

  test('another hash neither opens it nor hides the footer', async ({ page }) => {
    const chat = new AssistantChat(page);
    await page.goto(siteUrl('fr', '/#other'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(chat.footer).toBeVisible();
    await expect(chat.dialog).toHaveCount(0);
    // Then the mascot's name, typed in the address bar.
    await page.evaluate(() => {
      window.location.hash = 'DAV';
    });
    await expect(chat.dialog).toBeVisible();
    await expect(chat.footer).toBeHidden();
  });

  test('no assistant code on the page before it is opened', async ({ page }) => {
    const chat = new AssistantChat(page);
    await chat.script();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(siteUrl('fr', '/'));
    await page.waitForLoadState('networkidle');
    const before = [...scripts];
    const text = (url: string) => page.evaluate(async (u) => (await fetch(u)).text(), url);
    const bodies = await Promise.all(before.map(text));
    for (const [i, body] of bodies.entries()) {
      expect(body.includes('data-assistant-chat'), before[i]).toBe(false);
    }
    await (await chat.prompt()).button.click();
    await expect(chat.dialog).toBeVisible();
    const loaded = scripts.slice(before.length);
    expect(loaded.length).toBeGreaterThan(0);
    const after = await Promise.all(loaded.map(text));
    expect(after.some((body) => body.includes('data-assistant-chat'))).toBe(true);
  });

  test('Escape closes it and gives focus back to the prompt’s button; Tab can leave it', async ({ page }) => {
    const chat = new AssistantChat(page);
    await chat.script();
    await page.goto(siteUrl('fr', '/'));
    const { button } = await chat.prompt();
    await button.click();
    await expect(chat.input).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chat.send).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chat.dialog.locator(':focus')).toHaveCount(0);
    await chat.input.focus();
    await page.keyboard.press('Escape');
    await expect(chat.dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
  });
});

test.describe('assistant: the name', () => {
  test('an empty name becomes the anonymous name', async ({ page }) => {
    const chat = new AssistantChat(page);
    const script = await chat.script();
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await page.clock.runFor(2500);
    await expect(chat.bot(script.nameQuestion)).toBeVisible();
    // The greeting, asking for the name.
    await chat.expectAccessible();
    await chat.say('   ');
    await expect(chat.bot(script.nameReply[0]!.replace('{username}', script.anonymousName))).toBeVisible();
    await expect(chat.log.locator('[data-author="visitor"]')).toHaveCount(0);
  });

  test('an offensive name gets the reply and the question again; a name with markup is stripped', async ({
    page,
  }) => {
    const chat = new AssistantChat(page);
    const script = await chat.script();
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('connard');
    await expect(chat.bot(script.offensiveNameReply)).toBeVisible();
    await expect(chat.bot(script.nameQuestion)).toHaveCount(2);
    await expect(chat.choices).toHaveCount(0);

    await chat.say('Zoé <b>bold</b><img src=x onerror=alert(1)>');
    await expect(chat.visitor('Zoé bold')).toBeVisible();
    await expect(chat.bot(script.nameReply[0]!.replace('{username}', 'Zoé bold'))).toBeVisible();
    await expect(chat.dialog.locator('b, img[src="x"]')).toHaveCount(0);
    // Never used as the name: no bot message says it.
    await expect(chat.bot(/connard/i)).toHaveCount(0);
  });
});

test.describe('assistant: the conversation', () => {
  test('a drink: the visitor’s message at once, the bot’s replies at 1 s (not 0.9 s), the background video', async ({
    page,
  }) => {
    const chat = new AssistantChat(page);
    const script = await chat.script();
    const drink = script.drinks[0]!;
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoé');
    await chat.choices.getByRole('button', { name: drink.label }).click();
    await expect(chat.visitor(drink.userMessage)).toBeVisible();
    await expect(chat.input).toBeFocused();
    const reply = chat.bot(drink.botMessages[0]!.message!.replace('{username}', 'Zoé'));
    await page.clock.runFor(900);
    await expect(reply).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(reply).toBeVisible();
    const video = chat.dialog.locator('video');
    await expect(video).toHaveAttribute('src', drink.background!.url);
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await chat.expectAccessible();
  });

  test('a question is posted with the content language; typing until the answer; media opens in the media modal', async ({
    page,
  }) => {
    const chat = new AssistantChat(page);
    const image = {
      type: 'image',
      url: '/e2e-assistant/office.png',
      alt: 'Nos bureaux',
      width: 10,
      height: 10,
      mimeType: 'image/png',
      captions: null,
      poster: null,
    };
    await page.route('**/e2e-assistant/office.png', (route) =>
      route.fulfill({ contentType: 'image/png', body: Buffer.from(PIXEL, 'base64') }),
    );
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const posted: string[] = [];
    await page.route('**/wp-json/clrz/v1/bot/answer', async (route) => {
      posted.push(route.request().postData() ?? '');
      await gate;
      await route.fulfill({
        json: [
          answer('Voici nos bureaux, {username}.', {
            media: image,
            ctas: [
              {
                label: 'Site du groupe',
                role: 'link',
                url: 'https://example.com/',
                external: true,
                userMessage: null,
                botMessages: [],
              },
              {
                label: 'Montrez-moi',
                role: 'button',
                url: null,
                external: false,
                userMessage: 'Oui, montrez-moi',
                botMessages: [{ message: 'Voilà, {username} !', media: null }],
              },
              {
                label: 'Nos offres',
                role: 'link',
                url: '/nos-offres',
                external: false,
                userMessage: null,
                botMessages: [],
              },
            ],
          }),
        ],
      });
    });
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoé');
    await chat.say('  ');
    await expect(chat.log.locator('[data-author="visitor"]')).toHaveCount(1);
    await chat.say('Où sont vos <i>bureaux</i> ?');
    await expect(chat.visitor('Où sont vos bureaux ?')).toBeVisible();
    await expect(chat.input).toBeFocused();
    await expect(chat.input).toHaveValue('');
    await expect(chat.typing).toBeVisible();
    release();
    await expect(chat.bot('Voici nos bureaux, Zoé.')).toBeVisible();
    await expect(chat.typing).toHaveCount(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain('Où sont vos bureaux ?');
    expect(posted[0]).toMatch(/name="language"\r\n\r\nfr\r\n/);

    const external = chat.dialog.getByRole('link', { name: /Site du groupe/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toContainText('nouvel onglet');
    await expect(chat.dialog.getByRole('link', { name: 'Nos offres', exact: true })).toHaveAttribute(
      'href',
      '/nos-offres',
    );
    await chat.expectAccessible();

    // A button call to action: the visitor's message at once, the bot's 1 s later.
    await chat.dialog.getByRole('button', { name: 'Montrez-moi' }).click();
    await expect(chat.visitor('Oui, montrez-moi')).toBeVisible();
    await expect(chat.bot('Voilà, Zoé !')).toBeVisible();

    const open = chat.dialog.getByRole('button', { name: /Nos bureaux/ });
    await open.click();
    const modal = page.getByRole('dialog', { name: 'Nos bureaux' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(chat.dialog).toBeVisible();
    await expect(open).toBeFocused();
  });

  test('a failed answer: typing stops, the bot offers the contact page, the question is given back', async ({
    page,
  }) => {
    const chat = new AssistantChat(page);
    const script = await chat.script();
    await chat.answerWith(500);
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoé');
    await chat.say('Avez-vous des offres ?');
    await expect(chat.bot(script.unavailable.message)).toBeVisible();
    await expect(chat.typing).toHaveCount(0);
    await expect(chat.input).toHaveValue('Avez-vous des offres ?');
    const contact = script.unavailable.ctas[0]!;
    await expect(chat.dialog.getByRole('link', { name: contact.label })).toHaveAttribute(
      'href',
      contact.url!,
    );
    await chat.expectAccessible();
  });

  test('a slow answer gives up at 8 s', async ({ page }) => {
    const chat = new AssistantChat(page);
    const script = await chat.script();
    await page.route('**/wp-json/clrz/v1/bot/answer', () => {
      // Never answered.
    });
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoé');
    await chat.say('Bonjour ?');
    await page.clock.runFor(7999);
    await expect(chat.typing).toBeVisible();
    await expect(chat.bot(script.unavailable.message)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(chat.bot(script.unavailable.message)).toBeVisible();
    await expect(chat.typing).toHaveCount(0);
    await expect(chat.input).toHaveValue('Bonjour ?');
  });

  test('after 60 s without activity, the idle question (not before, not while typing)', async ({ page }) => {
    const chat = new AssistantChat(page);
    const posted = await chat.answerWith([answer('Toujours là, {username} ?')]);
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoé');
    await expect(chat.choices).toBeVisible();
    await page.clock.runFor(59_999);
    await settle(page);
    expect(posted).toHaveLength(0);
    await page.clock.runFor(1);
    await expect(chat.bot('Toujours là, Zoé ?')).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain(BOT_IDLE_QUESTION);
    await expect(chat.log.locator('[data-author="visitor"]', { hasText: BOT_IDLE_QUESTION })).toHaveCount(0);

    // Once: the next waits for the visitor. Then, while something is typed, it waits.
    await page.clock.runFor(120_000);
    await settle(page);
    expect(posted).toHaveLength(1);
    await chat.say('Bonjour');
    await expect(chat.bot('Toujours là, Zoé ?')).toHaveCount(2);
    await chat.input.pressSequentially('Je ré');
    await page.clock.runFor(60_000);
    await settle(page);
    expect(posted).toHaveLength(2);
    await expect(chat.input).toHaveValue('Je ré');
    await chat.input.fill('');
    await page.clock.runFor(60_000);
    await expect.poll(() => posted.length).toBe(3);
  });

  test('the conversation is kept across a navigation and back, without the greeting again', async ({
    page,
  }) => {
    const chat = new AssistantChat(page);
    const script = await chat.script();
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoé');
    await chat.choices.getByRole('button', { name: script.drinks[0]!.label }).click();
    await page.clock.runFor(1000);
    const texts = await chat.log.locator('[data-author]').allInnerTexts();
    await page.goto(siteUrl('fr', '/nos-offres'));
    await page.goBack();
    await expect(chat.dialog).toBeVisible();
    await expect(chat.log.locator('[data-author]')).toHaveText(texts);
    await page.clock.runFor(3000);
    await expect(chat.log.locator('[data-author]')).toHaveText(texts);
    await expect(chat.typing).toHaveCount(0);
  });
});

test('a redirection is announced, then followed at 1.5 s; Back finds the chat open', async ({ page }) => {
  const chat = new AssistantChat(page);
  await chat.answerWith([answer('Nos offres vous attendent.', { redirection: '/nos-offres' })]);
  await chat.gotoFrozen('/#dav');
  await expect(chat.dialog).toBeVisible();
  await chat.greetAndName('Zoé');
  await chat.say('Je cherche un job');
  await expect(chat.bot(`${chat.words.redirecting} /nos-offres`)).toBeVisible();
  await page.clock.runFor(1499);
  await settle(page);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.clock.runFor(1);
  await expect(page).toHaveURL(siteUrl('fr', '/nos-offres'));
  await page.goBack();
  await expect(page).toHaveURL(/\/#dav$/i);
  await expect(chat.dialog).toBeVisible();
  await expect(chat.bot('Nos offres vous attendent.')).toBeVisible();
});

test('on ay-fr a redirection is a link in the log: nothing navigates by itself, the link does', async ({
  page,
}) => {
  const chat = new AssistantChat(page, 'ay-fr');
  await chat.answerWith([answer('Nos offres vous attendent.', { redirection: '/nos-offres' })]);
  await chat.gotoFrozen('/#dav');
  await expect(chat.dialog).toBeVisible();
  await chat.greetAndName('Zoé');
  await chat.say('Je cherche un job');
  await expect(chat.bot('Nos offres vous attendent.')).toBeVisible();
  // In the live log, so it is announced with the answer; not the announcement of a trip.
  const link = chat.log.getByRole('link', { name: `${chat.words.goTo} /nos-offres` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/nos-offres');
  await expect(chat.bot(chat.words.redirecting)).toHaveCount(0);
  // Far past BOT_REDIRECT_MS on the page's clock: still on the home page.
  await page.clock.runFor(10_000);
  await settle(page);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(link).toBeVisible();
  await chat.expectAccessible();
  // Followed from the keyboard, like any link.
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(siteUrl('ay-fr', '/nos-offres'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('assistant: answers of the CMS', () => {
  test('a call to action: asked for a quote, the bot links to the contact form (en)', async ({ page }) => {
    const chat = new AssistantChat(page, 'en');
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoe');
    const posted = page.waitForRequest((r) => r.url().endsWith('/bot/answer'));
    await chat.say('I would like a quote');
    expect((await posted).postData()).toMatch(/name="language"\r\n\r\nen\r\n/);
    const link = chat.dialog.getByRole('link', { name: /project/i });
    await expect(link).toHaveAttribute('href', '/contactez-nous?youare=customer');
    await expect(chat.bot(/Zoe/)).not.toHaveCount(0);
    await expect(chat.typing).toHaveCount(0);
    await chat.expectAccessible();
    await link.click();
    await expect(page).toHaveURL(siteUrl('en', '/contactez-nous?youare=customer'));
  });

  test('a redirection: a developer looking for a job is taken to the offers at 1.5 s', async ({ page }) => {
    const chat = new AssistantChat(page);
    await chat.gotoFrozen('/#dav');
    await expect(chat.dialog).toBeVisible();
    await chat.greetAndName('Zoé');
    await chat.say('je cherche un job de développeur');
    const announced = chat.bot(new RegExp(`^${chat.words.redirecting} /nos-offres`));
    await expect(announced).toBeVisible();
    await page.clock.runFor(1499);
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/nos-offres/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** A form post to the site's answer route from `origin`, as any client could send it (Node cannot resolve fr.localhost). */
function postThroughSite(
  fields: Record<string, string>,
  origin: string,
): Promise<{ status: number; type: string; body: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: WEB_PORT,
        path: BOT_ANSWER_PATH,
        method: 'POST',
        headers: {
          host: `fr.localhost:${WEB_PORT}`,
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? '',
            body: text,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('through the site, the answer route refuses a foreign origin and bad input with JSON, never a stack', async () => {
  const home = `http://fr.localhost:${WEB_PORT}`;
  const ok = await postThroughSite({ question: 'je cherche un stage', language: 'fr' }, home);
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.body)[0]).toMatchObject({ message: expect.any(String), ctas: expect.any(Array) });
  const foreign = await postThroughSite(
    { question: 'je cherche un stage', language: 'fr' },
    'https://evil.example',
  );
  expect(foreign.status).toBe(403);
  for (const [fields, status, key] of [
    [{ language: 'fr' }, 400, 'question'],
    [{ question: 'x'.repeat(BOT_QUESTION_MAX + 1), language: 'fr' }, 400, 'question'],
    [{ question: 'hola', language: 'it' }, 400, 'language'],
  ] as const) {
    const refused = await postThroughSite(fields, home);
    expect({ status: refused.status, type: refused.type }).toEqual({
      status,
      type: expect.stringContaining('application/json'),
    });
    expect(Object.keys(JSON.parse(refused.body).errors)).toEqual([key]);
    expect(refused.body).not.toMatch(/\bat .+:\d+:\d+/);
  }
});

test.describe('assistant: without motion', () => {
  for (const { name, code, reduce } of [
    { name: 'reduced motion', code: 'fr' as const, reduce: true },
    { name: 'the ay-fr host', code: 'ay-fr' as const, reduce: false },
  ]) {
    test(`${name}: the typing indicator is static text, the timings hold`, async ({ page }) => {
      if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
      const chat = new AssistantChat(page, code);
      const script = await chat.script();
      await chat.gotoFrozen('/');
      await chat.openFromPrompt('Zoé');
      await page.clock.runFor(499);
      await expect(chat.typing).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(chat.typing).toHaveText(chat.words.typing);
      const moving = await chat.typing.evaluate(
        (el) =>
          el
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length,
      );
      expect(moving).toBe(0);
      await page.clock.runFor(2000);
      await expect(chat.bot(script.greetings[0]!)).toBeVisible();
      // A drink's video: still, muted, decorative.
      await chat.choices.getByRole('button', { name: script.drinks[0]!.label }).click();
      await page.clock.runFor(1000);
      const video = chat.dialog.locator('video');
      await expect(video).toHaveAttribute('src', script.drinks[0]!.background!.url);
      expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay || !v.paused)).toBe(false);
      await chat.expectAccessible();
    });
  }
});
