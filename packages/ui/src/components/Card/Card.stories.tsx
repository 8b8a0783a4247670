import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { cardVariants } from './Card.css';
import { Card } from './Card';

const body = (
  <>
    <Heading level={3} size="xl">
      Tailored Branding Solutions
    </Heading>
    <Text tone="muted">Logos, palettes and designs that make your business recognisable.</Text>
  </>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: body },
  parameters: {
    docs: {
      description: {
        component: [
          'A panel for one item: a service, course, job, testimonial. For a clickable card render the link as the card',
          'with `asChild` and `interactive` (one link per card; no nested buttons).',
          '',
          '**Props and defaults:** `variant` raised | outline | sunken (raised); `padding` none | sm | md | lg (md); `interactive` (false); `as` div | article | li | section (div); `asChild` (false).',
          '',
          '**Accessibility:** the hover lift is motion and is skipped under reduced motion; focus shows the accent border and the focus ring.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { as: 'article', style: { maxWidth: '22rem' } } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1rem' }}>
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};

/** A whole card as one link: keyboard users reach it with Tab and see the highlight. */
export const InteractiveLink: Story = {
  render: () => (
    <Card asChild interactive style={{ maxWidth: '22rem' }}>
      <a href="#app-development">
        <Heading level={3} size="xl">
          App Development
        </Heading>
        <Text tone="muted">Native and cross-platform apps, from idea to store.</Text>
      </a>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /App Development/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#app-development');
  },
};
