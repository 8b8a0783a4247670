import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Accordion, type AccordionRootProps } from './index';

const faq = [
  {
    id: 'timeline',
    q: 'How long does a typical project take?',
    a: 'A marketing website takes four to six weeks; a mobile app with a backend usually takes three to five months.',
  },
  {
    id: 'support',
    q: 'Do you offer support after launch?',
    a: 'Yes. Every project includes three months of free support, and monthly plans are available after that.',
  },
  {
    id: 'pricing',
    q: 'How do you price your work?',
    a: 'We send a fixed quote after a free planning call, so the price is known before any work starts.',
  },
  {
    id: 'technologies',
    q: 'Which technologies do you use?',
    a: 'React, Node, Flutter, Django and the major cloud platforms, chosen to fit each project.',
  },
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

/** The `<summary>` of a question (Testing Library has no role for it; the browser exposes it as a button). */
const trigger = (canvasElement: HTMLElement, question: string) =>
  within(canvasElement).getByText(question).closest('summary')!;
const item = (canvasElement: HTMLElement, question: string) =>
  trigger(canvasElement, question).closest('details')!;

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  args: { type: 'single', defaultValue: 'timeline' },
  render: (args) => <Faq {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'Disclosure list on native `<details>` / `<summary>`: `Accordion.Root`, `Item`, `Header`, `Trigger`, `Content`.',
          '',
          '**When to use:** FAQs and long optional details people scan by heading. **When not to:** content most',
          'people need (show it), or switching between views of one thing (use Tabs).',
          '',
          '**Props (defaults):** `type` single (one open at a time) or multiple, `collapsible` true in single mode,',
          "`value` / `defaultValue` (`''` / `[]`) / `onValueChange`, `disabled` on Root or per item, `onOpenChange`",
          "per item. `Header` makes the trigger's text an `h3` (`level` for another).",
          '',
          '**Works without script:** each item is a `<details>`, open in the server HTML when it is open initially.',
          "A press before the page's script runs (or with none) is the browser's own toggle; single mode uses the",
          "browser's exclusive group (`<details name>`). Once hydrated, React follows the elements' `toggle` events",
          '(it never undoes a toggle), a controlled parent can still decide, disabled items and a non-collapsible open',
          'item ignore presses, and arrow keys, Home and End move between triggers.',
          '',
          "**Accessibility:** the `<summary>` is the browser's button-like disclosure with its own expanded state",
          '(no `role` or `aria-expanded` added). Enter and Space toggle it. The open panel is a region named by its',
          'trigger. Closed panels stay in the HTML and find-in-page opens the item holding a match. Under reduced',
          'motion panels open without animating.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Accordion.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** About page FAQ: one answer open at a time, the first open initially (open in the server HTML too). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(item(canvasElement, faq[0]!.q)).toHaveAttribute('open');
    await expect(canvas.getByText(faq[0]!.a)).toBeVisible();
    // Closed answers are in the DOM, hidden by their closed <details>.
    await expect(item(canvasElement, faq[1]!.q)).not.toHaveAttribute('open');
    await expect(canvas.getByText(faq[1]!.a)).not.toBeVisible();
    // The question is a heading inside the trigger; no role or aria-expanded fights the summary's own.
    await expect(canvas.getByRole('heading', { level: 3, name: faq[0]!.q })).toBeVisible();
    await expect(trigger(canvasElement, faq[0]!.q)).not.toHaveAttribute('role');
    await expect(trigger(canvasElement, faq[0]!.q)).not.toHaveAttribute('aria-expanded');
    // The open answer is a region named by its question; closed ones are hidden by their <details>.
    await expect(canvas.getByRole('region', { name: faq[0]!.q })).toHaveTextContent(faq[0]!.a);
    await expect(canvas.getByRole('region', { name: faq[0]!.q })).toBeVisible();
    await expect(canvas.getAllByRole('region').filter((region) => region.checkVisibility())).toHaveLength(1);
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement, faq[2]!.q));
    await waitFor(() => expect(item(canvasElement, faq[2]!.q)).toHaveAttribute('data-state', 'open'));
    await expect(item(canvasElement, faq[2]!.q)).toHaveAttribute('open');
    await expect(item(canvasElement, faq[0]!.q)).not.toHaveAttribute('open');
    await expect(item(canvasElement, faq[0]!.q)).toHaveAttribute('data-state', 'closed');
    // It may still be fading in: wait for it.
    await waitFor(() => expect(canvas.getByText(faq[2]!.a)).toBeVisible());
    await expect(canvas.getByText(faq[0]!.a)).not.toBeVisible();
  },
};

/**
 * Tab reaches the first question; arrows, Home and End move between questions (wrapping). Enter and Space are
 * the browser's own on a `<summary>` (Testing Library's keyboard does not perform that default action, so
 * tests/e2e/keyboard.spec.ts presses them with real keys).
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement, faq[0]!.q)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger(canvasElement, faq[1]!.q)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(trigger(canvasElement, faq[3]!.q)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger(canvasElement, faq[0]!.q)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(trigger(canvasElement, faq[3]!.q)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(trigger(canvasElement, faq[0]!.q)).toHaveFocus();
    await userEvent.tab();
    await expect(trigger(canvasElement, faq[1]!.q)).toHaveFocus();
    // Arrows only move focus; they open nothing.
    await expect(item(canvasElement, faq[0]!.q)).toHaveAttribute('open');
    await expect(item(canvasElement, faq[1]!.q)).not.toHaveAttribute('open');
  },
};

/** A toggle the browser made before React ran (a press before hydration): React adopts it, never undoes it. */
export const FollowsTheElement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The element changes without React (as find-in-page or a press before hydration does).
    item(canvasElement, faq[3]!.q).open = true;
    await waitFor(() => expect(item(canvasElement, faq[3]!.q)).toHaveAttribute('data-state', 'open'));
    await expect(item(canvasElement, faq[0]!.q)).not.toHaveAttribute('open');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(item(canvasElement, faq[3]!.q)).toHaveAttribute('open');
    await waitFor(() => expect(canvas.getByText(faq[3]!.a)).toBeVisible());
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['timeline', 'pricing'] },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement, faq[0]!.q)).not.toHaveAttribute('name');
    await userEvent.click(trigger(canvasElement, faq[1]!.q));
    for (const index of [0, 1, 2])
      await waitFor(() => expect(item(canvasElement, faq[index]!.q)).toHaveAttribute('open'));
    await expect(item(canvasElement, faq[3]!.q)).not.toHaveAttribute('open');
  },
};

export const AllClosed: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement }) => {
    for (const entry of faq) await expect(item(canvasElement, entry.q)).not.toHaveAttribute('open');
    await expect(
      within(canvasElement)
        .queryAllByRole('region')
        .filter((region) => region.checkVisibility()),
    ).toHaveLength(0);
  },
};

/** `collapsible={false}`: once open, an item stays open until another opens. */
export const NotCollapsible: Story = {
  args: { type: 'single', defaultValue: 'timeline', collapsible: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, faq[0]!.q));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(item(canvasElement, faq[0]!.q)).toHaveAttribute('open');
    await userEvent.click(trigger(canvasElement, faq[1]!.q));
    await waitFor(() => expect(item(canvasElement, faq[1]!.q)).toHaveAttribute('open'));
    await expect(item(canvasElement, faq[0]!.q)).not.toHaveAttribute('open');
  },
};

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
    await expect(item(canvasElement, faq[1]!.q)).toHaveAttribute('open');
    await userEvent.click(trigger(canvasElement, faq[1]!.q));
    await waitFor(() => expect(canvas.getByLabelText('Open item')).toHaveTextContent('none'));
    await userEvent.click(trigger(canvasElement, faq[3]!.q));
    await waitFor(() => expect(canvas.getByLabelText('Open item')).toHaveTextContent('technologies'));
    await expect(item(canvasElement, faq[3]!.q)).toHaveAttribute('open');
  },
};

function ParentDecides() {
  const [changes, setChanges] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <p>
        Requested (the parent keeps &ldquo;support&rdquo; open):{' '}
        <output aria-label="Requested">{changes.join(', ') || 'nothing yet'}</output>
      </p>
      <Faq
        type="single"
        value="support"
        onValueChange={(next) => setChanges((list) => [...list, next || 'none'])}
      />
    </div>
  );
}

/** A controlled parent that keeps its value: the press is reported, and the elements go back to the parent's choice. */
export const ControlledParentDecides: Story = {
  render: () => <ParentDecides />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement, faq[2]!.q));
    await waitFor(() => expect(canvas.getByLabelText('Requested')).toHaveTextContent('pricing'));
    await waitFor(() => expect(item(canvasElement, faq[1]!.q)).toHaveAttribute('open'));
    await expect(item(canvasElement, faq[2]!.q)).not.toHaveAttribute('open');
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
    const disabled = trigger(canvasElement, 'Archived question (disabled)');
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(disabled.closest('details')).not.toHaveAttribute('open');
  },
};

export const LongText: Story = {
  render: () => (
    <Accordion.Root type="single" defaultValue="long">
      <Accordion.Item value="long">
        <Accordion.Header>
          <Accordion.Trigger>
            Can a question be very long, for example one that runs across several lines on a small phone
            screen and still reads well?
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>
          <p>
            Unbroken:
            https://example.com/a/really/long/path/that/never/breaks/on/its/own/because/it/has/no/spaces/at/all
          </p>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
};

/** Right-to-left: the chevron sits at the start of the line's end (the left), text on the right. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <Accordion.Root type="single" defaultValue="hours">
        <Accordion.Item value="hours">
          <Accordion.Header>
            <Accordion.Trigger>ما هي ساعات العمل؟</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <p>نعمل من الإثنين إلى السبت، من العاشرة صباحًا حتى السابعة مساءً.</p>
          </Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="support">
          <Accordion.Header>
            <Accordion.Trigger>هل تقدمون الدعم بعد الإطلاق؟</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <p>نعم، ثلاثة أشهر من الدعم المجاني مع كل مشروع.</p>
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const summary = trigger(canvasElement, 'ما هي ساعات العمل؟');
    const chevron = summary.querySelector('svg')!;
    await expect(chevron.getBoundingClientRect().left).toBeLessThan(
      summary.querySelector('h3')!.getBoundingClientRect().left,
    );
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement, faq[1]!.q));
    await waitFor(() => expect(item(canvasElement, faq[1]!.q)).toHaveAttribute('data-state', 'open'));
    const panel = canvas.getByRole('region', { name: faq[1]!.q });
    await expect(getComputedStyle(panel).animationName).toBe('none');
    await expect(canvas.getByText(faq[1]!.a)).toBeVisible();
  },
};

/** With motion allowed, a panel the visitor opens fades and slides in. */
export const OpensWithMotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvasElement, faq[2]!.q));
    await waitFor(() => expect(item(canvasElement, faq[2]!.q)).toHaveAttribute('data-state', 'open'));
    const panel = canvas.getByRole('region', { name: faq[2]!.q });
    await expect(getComputedStyle(panel).animationName).not.toBe('none');
  },
};
