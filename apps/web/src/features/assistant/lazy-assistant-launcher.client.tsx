'use client';

import dynamic from 'next/dynamic';

/**
 * The assistant's launcher, its script fetched only where it is rendered (the page with the
 * mascot, the home page): the CMS page route reaches every block, so a plain import put it on
 * every CMS page (measured: +0.8 KB gzipped on /qui-sommes-nous).
 */
export const LazyAssistantLauncher = dynamic(() =>
  import('./assistant-launcher.client').then((module) => module.AssistantLauncher),
);
