/**
 * The home page of both consumer apps: every public export of @company/ui on one page. Server-safe
 * (no 'use client'); the Next.js app renders it from a server component.
 */
import { Container, Heading, Text, ThemeRoot } from '@company/ui';
import { Catalogue } from './Catalogue';
import { Interactive } from './Interactive';

export function Page() {
  return (
    <ThemeRoot theme="light" data-export="ThemeRoot">
      <Container>
        <main id="top">
          <Heading level={1}>Acme components in another company&apos;s site</Heading>
          <Text tone="muted">Installed from the registry as @company/ui and @company/tokens.</Text>
          <Catalogue />
          <Interactive />
        </main>
      </Container>
    </ThemeRoot>
  );
}
