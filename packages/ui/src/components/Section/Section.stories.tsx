import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '../Container/Container';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Section } from './Section';
import { sectionTones } from './Section.css';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: {
    docs: {
      description: {
        component:
          'A full-width band of a page with generous vertical spacing and a surface tone. Put a Container inside, and name it with `aria-labelledby` pointing at its heading so it becomes a region landmark.\n\n**Props and defaults:** `spacing` sm | md | lg (md), `tone` default | raised | sunken (default), `as` section | div | header | footer | aside (section), `asChild` (false).',
      },
    },
  },
  render: (args) => (
    <Section {...args} aria-labelledby={`services-${args.tone ?? 'default'}`}>
      <Container>
        <Heading id={`services-${args.tone ?? 'default'}`}>Our Services</Heading>
        <Text tone="muted">Ten ways we help: from app development to staff augmentation.</Text>
      </Container>
    </Section>
  ),
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Our Services' })).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {sectionTones.map((tone) => (
        <Section key={tone} {...args} tone={tone} spacing="sm" aria-labelledby={`tone-${tone}`}>
          <Container>
            <Heading id={`tone-${tone}`} level={3}>
              Surface {tone}
            </Heading>
          </Container>
        </Section>
      ))}
    </div>
  ),
};
