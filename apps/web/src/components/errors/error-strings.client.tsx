'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The strings of the unexpected-error screen, translated by the root layout. */
export interface ErrorStrings {
  title: string;
  message: string;
  backHome: string;
  /** The link of a chunk-load failure's screen (docs/product.md#error-catalogue). */
  reload: string;
}

const ErrorStringsContext = createContext<ErrorStrings | null>(null);

export function ErrorStringsProvider({ value, children }: { value: ErrorStrings; children: ReactNode }) {
  return <ErrorStringsContext.Provider value={value}>{children}</ErrorStringsContext.Provider>;
}

export function useErrorStrings(): ErrorStrings | null {
  return useContext(ErrorStringsContext);
}
