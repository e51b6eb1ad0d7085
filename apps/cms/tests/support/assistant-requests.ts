import { BOT_ANSWER_PATH } from '@dav/contract';
import { PEER_ADDRESS_HEADER } from '@/lib/client-address';
import { ORIGIN } from './submission-fixtures';

let counter = 0;
/** Each call comes from its own address unless told, so only the flood test meets the limit. */
export const nextVisitor = () => `10.9.${Math.floor(++counter / 250)}.${counter % 250}`;

export type BotBody = 'multipart' | 'urlencoded' | 'json' | 'text';

export interface AskInit {
  ip?: string;
  /** null: no Origin header. */
  origin?: string | null;
  body?: BotBody;
}

/** The request the site's chat sends: form-data `question`, `language` (SPEC 7). */
export function botRequest(fields: Record<string, string>, init: AskInit = {}): Request {
  const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: init.ip ?? nextVisitor() };
  if (init.origin !== null) headers.origin = init.origin ?? ORIGIN;
  let body: BodyInit;
  const kind = init.body ?? 'multipart';
  if (kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    body = form;
  } else if (kind === 'urlencoded') {
    body = new URLSearchParams(fields);
  } else {
    body = kind === 'json' ? JSON.stringify(fields) : Object.values(fields).join('\n');
    headers['content-type'] = kind === 'json' ? 'application/json' : 'text/plain';
  }
  return new Request(`http://cms.localhost:3001${BOT_ANSWER_PATH}`, { method: 'POST', body, headers });
}
