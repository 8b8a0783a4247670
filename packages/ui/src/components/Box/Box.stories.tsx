import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@company/tokens';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component: [
          'The base layout element: spacing, display, flex and grid props from the token scales, responsive by',
          'breakpoint (`{ mobile, tablet, desktop }`). Use Stack, Inline, Grid or Container when they say it better.',
          'Colours and typography are not Box props: use Text, Heading, Card or Section.',
          'Box is the only primitive on sprinkles: its runtime maps every utility class (about 3 KB gzipped), which a',
          'page downloads only if it uses Box. Stack, Inline, Grid, Container and Section are plain classes.',
          '',
          '**Props and defaults:** `as` (div), `asChild` (false), plus padding/margin (`padding`, `paddingX`, `paddingY`, ...),',
          '`gap`, `display`, `flexDirection`, `alignItems`, `justifyContent`, `gridTemplateColumns`, `width`, `position`, `overflow`, `borderRadius`.',
          '',
          '**Accessibility:** renders whatever element you pass with `as`; pick the semantic one (`nav`, `ul`, `article`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 4, desktop: 6 },
    borderRadius: 'lg',
    style: { background: vars.color.surface.raised, border: `1px solid ${vars.color.border.default}` },
    children: 'Padding 1rem on phones, 2rem from the desktop breakpoint.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Padding 1rem/);
    const expected = window.innerWidth >= 1024 ? '32px' : '16px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    display: 'flex',
    gap: 4,
    padding: 0,
    margin: 0,
    style: { listStyle: 'none' },
    children: ['Analysis', 'Search', 'Development'].map((step) => <li key={step}>{step}</li>),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
