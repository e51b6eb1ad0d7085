import { useEffect, useReducer } from 'react';
import { assistantReducer } from './assistant-reducer';
import { loadConversation, saveConversation } from './assistant-storage';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The conversation, read back from the tab when the chat opens and kept there on each change. */
export function useConversation() {
  const [state, dispatch] = useReducer(assistantReducer, null, () => loadConversation(tabStorage()));
  useEffect(() => {
    saveConversation(tabStorage(), state);
  }, [state]);
  return [state, dispatch] as const;
}
