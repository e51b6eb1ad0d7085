import type { Locale } from '@dav/contract';
import type { MediaModalStrings } from '@/components/media-modal/media-modal.client';

/** The assistant's strings, translated on the server (assistant-strings.ts). */
export interface AssistantStrings {
  /** The chat's name: "Discussion avec Dav". */
  title: string;
  /** The log's name. */
  log: string;
  input: string;
  placeholder: string;
  send: string;
  close: string;
  /** "Dav écrit…": the typing indicator's text, announced once per answer. */
  typing: string;
  /** "Je vous emmène vers {page}…": `{page}` kept for the path. */
  redirecting: string;
  /** "Aller à la page {page}": a redirection offered as a link on an accessibility host. */
  goTo: string;
  /** Names the group of offered buttons (drinks, suggestions). */
  choices: string;
  /** Said, with a contact link, when even the script cannot be read. */
  unavailable: string;
  contact: string;
  newTab: string;
  /** `{alt}` kept. */
  openImage: string;
  openVideo: string;
  media: MediaModalStrings;
}

/** What the home page gives its launcher: everything the chat needs but its script. */
export interface AssistantConfig {
  /** The mascot block's first name: the hash that opens the chat. */
  mascotName: string;
  /** The content language: the script's and the answers' (fr on ay-fr). */
  language: Locale;
  /** An accessibility host (isAY11): no motion at all. */
  accessible: boolean;
  contactPath: string;
  strings: AssistantStrings;
}
