/** Types of hidden-headers.mjs (plain JavaScript: server.mjs loads it unbundled). */
import type { ServerResponse } from 'node:http';

export const HIDDEN_HEADERS: readonly string[];
export function hideHeaders<T extends ServerResponse>(res: T): T;
