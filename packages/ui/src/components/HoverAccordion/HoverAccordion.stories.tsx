import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { HoverAccordion } from './index';

const panels = [
  {
    value: '1',
    title: 'Innovation at Heart',
    text: 'We look for new ways to solve old problems and bring fresh ideas to every project.',
    hue: 0,
  },
  {
    value: '2',
    title: 'Collaboration Matters',
    text: 'Clients work with the team directly, from the first sketch to the launch.',
    hue: 200,
  },
  {
    value: '3',
    title: 'We Believe in Process',
    text: 'Clear steps, weekly demos and written decisions keep projects predictable.',
    hue: 30,
  },
  {
    value: '4',
    title: 'Continuous Improvement',
    text: 'Every release is measured, reviewed and made better in the next one.',
    hue: 140,
  },
  {
    value: '5',
    title: 'Client Success Driven',
    text: 'We count a project as done when it works for the people who use it.',
    hue: 270,
  },
];

/** A generated picture (no network in tests): a gradient with soft shapes. */
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,45%)"/><stop offset="1" stop-color="hsl(${hue + 40},55%,20%)"/></linearGradient></defs><rect width="600" height="800" fill="url(#g)"/><circle cx="420" cy="220" r="160" fill="hsla(${hue + 20},70%,70%,0.35)"/><circle cx="160" cy="600" r="220" fill="hsla(${hue - 20},70%,15%,0.4)"/></svg>`,
  )}`;

type Args = Parameters<typeof HoverAccordion.Root>[0];

function Philosophy(args: Args) {
  return (
    <HoverAccordion.Root aria-label="Our Philosophy" {...args}>
      {panels.map((panel) => (
        <HoverAccordion.Item
          key={panel.value}
          value={panel.value}
          title={panel.title}
          media={<img src={picture(panel.hue)} alt="" width={600} height={800} />}
        >
          {panel.text}
        </HoverAccordion.Item>
      ))}
    </HoverAccordion.Root>
  );
}

const meta = {
  title: 'Components/HoverAccordion',
  component: HoverAccordion.Root,
  args: { defaultValue: '3', expandedRatio: 4 },
  render: (args) => <Philosophy {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'Image panels side by side (the home "Our Philosophy"). The panel under the pointer or holding keyboard',
          'focus widens and shows its title and text over a dark overlay; when the pointer or focus leaves, the',
          'resting panel (`defaultValue`) opens again. A tap toggles a panel on touch screens. Below 768 px the panels',
          'stack vertically.',
          '',
          '**When to use:** a few short, image-led statements. **When not to:** content people must compare or',
          'read in full (use cards), or more than about six panels.',
          '',
          '**Props (defaults):** `defaultValue` "3" (the resting panel), `value` / `onValueChange`, `height` 28rem,',
          '`expandedRatio` 4. Items: `value`, `title`, `media` (an `img`/`picture`/`video` filling the panel),',
          '`headingLevel` 3, children (the text).',
          '',
          '**Accessibility:** every title and text is in the HTML. Each title is a heading holding a button with',
          '`aria-expanded`, so keyboard users open panels by focusing them. Under reduced motion panels change size',
          'without animating.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof HoverAccordion.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = (root: HTMLElement) => root.querySelector('li[data-state="open"] h3')?.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(open(canvasElement)).toBe('We Believe in Process');
    await expect(canvas.getByRole('button', { name: 'We Believe in Process' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // All text is in the HTML, also for closed panels.
    for (const panel of panels) await expect(canvas.getByText(panel.text)).toBeInTheDocument();
  },
};

export const HoverAndLeave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvasElement.querySelector('li')!;
    await userEvent.hover(first);
    await expect(open(canvasElement)).toBe('Innovation at Heart');
    await expect(canvas.getByRole('button', { name: 'Innovation at Heart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(first.getBoundingClientRect().width).toBeGreaterThan(
        canvasElement.querySelectorAll('li')[2]!.getBoundingClientRect().width,
      ),
    );
    await userEvent.unhover(canvasElement.querySelector('ul')!);
    await expect(open(canvasElement)).toBe('We Believe in Process');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Innovation at Heart' })).toHaveFocus();
    await expect(open(canvasElement)).toBe('Innovation at Heart');
    await userEvent.tab();
    await expect(open(canvasElement)).toBe('Collaboration Matters');
    // Focus leaving the group brings the resting panel back.
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(open(canvasElement)).toBe('We Believe in Process'));
  },
};

export const TapToggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Continuous Improvement' });
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await expect(open(canvasElement)).toBe('Continuous Improvement');
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    await expect(open(canvasElement)).toBe('We Believe in Process');
  },
};

function ControlledPhilosophy() {
  const [value, setValue] = useState('5');
  return (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <p>
        Open panel (parent state): <output aria-label="Open panel">{value}</output>
      </p>
      <Philosophy value={value} onValueChange={setValue} />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledPhilosophy />,
  play: async ({ canvasElement }) => {
    await expect(open(canvasElement)).toBe('Client Success Driven');
    await userEvent.hover(canvasElement.querySelectorAll('li')[1]!);
    await expect(within(canvasElement).getByLabelText('Open panel')).toHaveTextContent('2');
    await expect(open(canvasElement)).toBe('Collaboration Matters');
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector('li')!;
    await expect(getComputedStyle(item).transitionDuration).toBe('0s');
  },
};
