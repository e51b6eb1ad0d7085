import type { ReactNode } from 'react';

/** Read by screen readers, not shown (the `.visually-hidden` rule of the global stylesheet). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
