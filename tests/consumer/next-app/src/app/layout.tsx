import '@company/ui/style.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Northwind Learning',
  description: 'A Next.js site built on @company/ui.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // ThemeScript (on the home page) sets data-acme-color-scheme on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
