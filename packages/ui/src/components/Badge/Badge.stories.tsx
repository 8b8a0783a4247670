import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { badgeTones, badgeVariants } from './Badge.css';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Data Science' },
  parameters: {
    docs: {
      description: {
        component: [
          'A short label or count: a course category, a status, the cart count. Not a button: for filters use buttons.',
          '',
          '**Props and defaults:** `tone` neutral | accent | success | critical (neutral); `variant` solid | soft | outline (soft); `size` sm | md (md).',
          '',
          '**Statuses:** one tone per meaning across the console: accent for new (needs a look), neutral for',
          'waiting on someone (in progress, shortlisted, created), success for finished (done, hired, paid),',
          'critical for failed or refused; outline for a closed state (refunded).',
          '',
          '**Accessibility:** read as plain text; the word carries the status, the colour only repeats it. A bare number needs context, e.g. "2" followed by a visually hidden " items".',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {badgeVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Badge>
          ))}
          <Badge tone="accent" variant={variant} size="sm">
            sm
          </Badge>
        </div>
      ))}
    </div>
  ),
};

export const CartCount: Story = {
  render: () => (
    <a href="#cart" style={{ color: 'inherit', display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      Cart
      <Badge tone="accent" variant="solid" size="sm">
        2<VisuallyHidden> items</VisuallyHidden>
      </Badge>
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
  },
};

/** Workflow statuses of the staff console, one tone per meaning. */
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Badge tone="accent">New</Badge>
        <Badge>In progress</Badge>
        <Badge tone="success">Done</Badge>
      </div>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Badge tone="accent">New</Badge>
        <Badge>Shortlisted</Badge>
        <Badge tone="critical">Rejected</Badge>
        <Badge tone="success">Hired</Badge>
      </div>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Badge>Created</Badge>
        <Badge tone="success">Paid</Badge>
        <Badge tone="critical">Failed</Badge>
        <Badge variant="outline">Refunded</Badge>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In progress')).toBeVisible();
  },
};
