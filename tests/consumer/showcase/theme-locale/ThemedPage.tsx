/** Every public component under the third theme (brand.ts). Server-safe. */
import { Container, Heading, ThemeRoot } from '@company/ui';
import { Catalogue } from '../Catalogue';
import { Interactive } from '../Interactive';
import { brandTheme } from './brand';

export function ThemedPage() {
  return (
    <ThemeRoot theme={brandTheme} data-testid="themed-root">
      <Container>
        <main id="top">
          <Heading level={1} data-testid="themed-heading">
            Northwind Learning, on Acme components
          </Heading>
          <Catalogue />
          <Interactive />
        </main>
      </Container>
    </ThemeRoot>
  );
}
