import { useEffect, useState } from 'react';
import { assistantScriptPath, AssistantScriptSchema, type AssistantScript, type Locale } from '@dav/contract';

type ScriptState =
  { status: 'loading' } | { status: 'ready'; script: AssistantScript } | { status: 'failed' };

/** Read once per page and language: reopening the chat does not ask again. */
const scripts = new Map<Locale, Promise<AssistantScript | null>>();

function readScript(language: Locale): Promise<AssistantScript | null> {
  let pending = scripts.get(language);
  if (!pending) {
    pending = fetch(assistantScriptPath(language), { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return null;
        const parsed = AssistantScriptSchema.safeParse(await response.json());
        return parsed.success ? parsed.data : null;
      })
      .catch(() => null);
    // A failure is asked again at the next opening.
    void pending.then((script) => script ?? scripts.delete(language));
    scripts.set(language, pending);
  }
  return pending;
}

/** The chat's script (greetings, name question, drinks…), fetched when the chat first opens. */
export function useAssistantScript(language: Locale): ScriptState {
  const [state, setState] = useState<ScriptState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void readScript(language).then((script) => {
      if (live) setState(script ? { status: 'ready', script } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [language]);
  return state;
}
