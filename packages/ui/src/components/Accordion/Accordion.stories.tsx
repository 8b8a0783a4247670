import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Accordion, type AccordionRootProps } from './index';

const faq = [
  { id: 'timeline', q: 'How long does a typical project take?', a: 'A marketing website takes four to six weeks; a mobile app with a backend usually takes three to five months.' },
  { id: 'support', q: 'Do you offer support after launch?', a: 'Yes. Every project includes three months of free support, and monthly plans are available after that.' },
  { id: 'pricing', q: 'How do you price your work?', a: 'We send a fixed quote after a free planning call, so the price is known before any work starts.' },
  { id: 'technologies', q: 'Which technologies do you use?', a: 'React, Node, Flutter, Django and the major cloud platforms, chosen to fit each project.' },
];

function Faq(props: AccordionRootProps) {
  return (
    <Accordion.Root {...props}>
      {faq.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header>
            <Accordion.Trigger>{item.q}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <p>{item.a}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  args: { type: 'single', defaultValue: 'timeline' },
  render: (args) => <Faq {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'Radix Accordion with house styles: `Accordion.Root`, `Item`, `Header`, `Trigger`, `Content`.',
          '',
          '**When to use:** FAQs and long optional details people scan by heading. **When not to:** content most',
          'people need (show it), or switching between views of one thing (use Tabs).',
          '',
          '**Props (defaults):** `type` single (one open at a time) or multiple, `collapsible` true in single mode,',
          '`value` / `defaultValue` (`\'\'` / `[]`) / `onValueChange`, `disabled` per item. `Header` is an `h3`; use',
          '`asChild` for another level.',
          '',
          '**Accessibility:** Radix gives buttons with `aria-expanded` / `aria-controls`, arrow keys, Home and End.',
          'Closed panels stay in the DOM as `hidden="until-found"`: their text is in the server HTML, and the',
          'browser\'s find-in-page opens the item holding a match. Under reduced motion panels open without animating.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Accordion.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** About page FAQ: one answer open at a time, the first open initially. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: faq[0]!.q })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(faq[0]!.a)).toBeVisible();
    // Closed answers are in the DOM, hidden until found.
    const closed = canvas.getByText(faq[1]!.a).closest('[data-state]')!;
    await expect(closed).toHaveAttribute('hidden', 'until-found');
    await expect(canvas.getByText(faq[1]!.a)).not.toBeVisible();
    // Only the open answer is exposed as a region.
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: faq[0]!.q })).toHaveTextContent(faq[0]!.a);
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: faq[2]!.q }));
    await expect(canvas.getByRole('button', { name: faq[2]!.q })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: faq[0]!.q })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(faq[2]!.a)).toBeVisible());
    await expect(canvas.getByText(faq[0]!.a).closest('[data-state]')).toHaveAttribute('hidden', 'until-found');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: faq[0]!.q })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: faq[1]!.q });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(second.getAttribute('aria-controls')!)).toHaveTextContent(faq[1]!.a);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: faq[3]!.q })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: faq[3]!.q })).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Find-in-page fires `beforematch` on a closed panel: the item opens. */
export const OpensOnFindInPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByText(faq[3]!.a).closest('[data-state]')!;
    panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
    await waitFor(() => expect(canvas.getByRole('button', { name: faq[3]!.q })).toHaveAttribute('aria-expanded', 'true'));
    await expect(panel).not.toHaveAttribute('hidden');
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['timeline', 'pricing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: faq[1]!.q }));
    for (const index of [0, 1, 2]) await expect(canvas.getByRole('button', { name: faq[index]!.q })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const AllClosed: Story = { args: { defaultValue: '' } };

function ControlledFaq() {
  const [value, setValue] = useState('support');
  return (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <p>
        Open item (parent state): <output aria-label="Open item">{value || 'none'}</output>
      </p>
      <Faq type="single" value={value} onValueChange={setValue} />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledFaq />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: faq[1]!.q })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: faq[1]!.q }));
    await expect(canvas.getByLabelText('Open item')).toHaveTextContent('none');
    await userEvent.click(canvas.getByRole('button', { name: faq[3]!.q }));
    await expect(canvas.getByLabelText('Open item')).toHaveTextContent('technologies');
  },
};

export const DisabledItem: Story = {
  render: (args) => (
    <Accordion.Root {...args}>
      <Accordion.Item value="timeline">
        <Accordion.Header>
          <Accordion.Trigger>{faq[0]!.q}</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>{faq[0]!.a}</Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="archived" disabled>
        <Accordion.Header>
          <Accordion.Trigger>Archived question (disabled)</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>This answer is no longer current.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Archived question (disabled)' })).toBeDisabled();
  },
};

export const LongText: Story = {
  render: () => (
    <Accordion.Root type="single" defaultValue="long">
      <Accordion.Item value="long">
        <Accordion.Header>
          <Accordion.Trigger>Can a question be very long, for example one that runs across several lines on a small phone screen and still reads well?</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>
          <p>Unbroken: https://example.com/a/really/long/path/that/never/breaks/on/its/own/because/it/has/no/spaces/at/all</p>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: faq[1]!.q }));
    const panel = canvas.getByText(faq[1]!.a).closest('[data-state]')!;
    await expect(getComputedStyle(panel).animationName).toBe('none');
    await expect(canvas.getByText(faq[1]!.a)).toBeVisible();
  },
};
