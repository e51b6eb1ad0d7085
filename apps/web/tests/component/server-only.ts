// `server-only` in the component tests (vitest.config.ts): the shared string builders the server
// runs (lib/i18n/translator.ts, media-strings.ts) run in the test page as they are.
export {};
