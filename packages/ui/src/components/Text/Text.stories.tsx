import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textSizes, textTones } from './Text.css';
import { Text } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'We offer software and app development, web design, SEO, digital marketing and training.' },
  parameters: {
    docs: {
      description: {
        component: [
          'Body copy on the type scale (Inter) with a colour role. Use Heading for titles and a plain link for links.',
          '',
          '**Props and defaults:** `as` p | span | div | strong | em | small | label (p); `size` xs | sm | md | lg | xl (md);',
          '`tone` default | muted | accent | success | danger | warning (default); `weight` (regular); `align`; `prose` (false); `truncate` (false); `asChild` (false).',
          '',
          '**Accessibility:** every tone meets WCAG AA on every surface of both themes. Colour never carries meaning alone: say "Error: ..." in the text too.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`Size ${size}: Outstanding Services, Quick To Response`}</Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`Tone ${tone}: Thanks for contacting us!`}</Text>
      ))}
    </div>
  ),
};

export const Truncated: Story = {
  args: { truncate: true, style: { maxWidth: '14rem' } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/We offer software/);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const Prose: Story = { args: { prose: true, size: 'lg', tone: 'muted' } };
