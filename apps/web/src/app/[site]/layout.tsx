import type { ReactNode } from 'react';
import { site } from 'next/root-params';

export function generateStaticParams() {
  return [{ site: 'fr.localhost~3000' }];
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const s = await site();
  return (
    <html lang={s.slice(0, 2)}>
      <body>{children}</body>
    </html>
  );
}
