// A server component (no 'use client'), importing from '@company/ui' as any Next.js page would.
import { Page } from '../showcase/Page';

export default function Home() {
  return <Page />;
}
