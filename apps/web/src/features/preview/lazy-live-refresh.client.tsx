'use client';

import dynamic from 'next/dynamic';

/**
 * The live preview's listener, its script fetched only in a draft session: the public pages,
 * which never render it, do not ship Payload's live preview code.
 */
export const LazyLiveRefresh = dynamic(() => import('./live-refresh.client'));
