// Types under moduleResolution NodeNext (a Node ESM server, a library built with tsc): the published
// .d.ts files must use resolvable, extension-ful relative imports and the exports map's "types".
import {
  Accordion,
  Button,
  Carousel,
  Dialog,
  Heading,
  Tabs,
  ThemeRoot,
  vars,
  type ButtonProps,
} from '@company/ui';
import { vars as styleVars } from '@company/ui/css';
import { contrastPairs, darkTheme } from '@company/tokens';

const props: ButtonProps = { tone: 'accent', variant: 'solid', size: 'lg' };
export const page = (
  <ThemeRoot theme="light">
    <Heading level={1}>Welcome</Heading>
    <Button {...props}>Explore Services</Button>
    <Tabs.Root defaultValue="a">
      <Tabs.List aria-label="Sections">
        <Tabs.Trigger value="a">A</Tabs.Trigger>
      </Tabs.List>
    </Tabs.Root>
    <Accordion.Root type="single" />
    <Carousel.Root aria-label="Slides" />
    <Dialog.Root />
  </ThemeRoot>
);
export const values: string[] = [
  vars.color.accent.solid,
  styleVars.space[4],
  darkTheme,
  String(contrastPairs.length),
];
// @ts-expect-error: "huge" is not a Button size
export const wrong = <Button size="huge">x</Button>;
