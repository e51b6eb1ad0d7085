'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The strings of the unexpected-error screen, translated by the root layout. */
export interface ErrorStrings {
  title: string;
  message: string;
  backHome: string;
}

const ErrorStringsContext = createContext<ErrorStrings | null>(null);

export function ErrorStringsProvider({ value, children }: { value: ErrorStrings; children: ReactNode }) {
  return <ErrorStringsContext.Provider value={value}>{children}</ErrorStringsContext.Provider>;
}

export function useErrorStrings(): ErrorStrings | null {
  return useContext(ErrorStringsContext);
}
