import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonTones, buttonVariants } from './Button.css';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Explore Services', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'An action: submit a form, open a dialog, add to cart. For navigation that should look like a button, pass the',
          "router link as the child with `asChild` (the link keeps its semantics). Don't use it for inline text links",
          '(use a plain link) or for toggles (use Checkbox or a Tabs item).',
          '',
          '**Props and defaults:** `tone` accent | neutral | critical (accent); `variant` solid | soft | outline | ghost',
          '(solid); `size` sm | md | lg (md); `fullWidth` (false); `loading` (false); `asChild` (false); `type` (button).',
          '',
          '**Accessibility:** a native `<button>` with a visible focus ring. `loading` keeps the label as the accessible',
          'name, sets `aria-busy` and `aria-disabled` and ignores clicks, but stays focusable so focus is not lost.',
          'Icon-only buttons need a `VisuallyHidden` label.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

/** Every tone × variant × size, for visual review in both themes. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {buttonTones.map((tone) => (
        <div key={tone} style={{ display: 'grid', gap: '0.75rem' }}>
          {buttonVariants.map((variant) => (
            <div key={variant} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
              {buttonSizes.map((size) => (
                <Button key={size} {...args} tone={tone} variant={variant} size={size}>
                  {`${tone} ${variant} ${size}`}
                </Button>
              ))}
              <Button {...args} tone={tone} variant={variant} disabled>
                Disabled
              </Button>
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: 'light' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Explore Services' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading keeps the accessible name, announces busy, stays focusable and ignores activation. */
export const Loading: Story = {
  args: { loading: true, children: 'Proceed to Pay' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Proceed to Pay' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingLight: Story = { ...Loading, globals: { theme: 'light' } };

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Explore Services' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** `asChild` renders the caller's link with button styling; it stays a link. */
export const AsChildLink: Story = {
  args: { asChild: true, children: <a href="#about">About Us</a>, variant: 'outline', tone: 'neutral' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'About Us' });
    await expect(link).toHaveAttribute('href', '#about');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const FullWidthLongLabel: Story = {
  args: {
    fullWidth: true,
    children: 'Results-Driven Digital Marketing for ambitious teams',
  },
};
