import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '@company/tokens/contract';
import { Tabs, type TabsRootProps } from './index';

const technology = [
  { value: 'framework', label: 'Framework/PL', items: ['React', 'Angular', 'Vue', 'Flask', 'Django'] },
  { value: 'frontend', label: 'Frontend', items: ['HTML5', 'CSS3'] },
  { value: 'backend', label: 'Backend', items: ['Node', 'Express', 'PHP'] },
  { value: 'databases', label: 'Databases', items: ['MongoDB', 'MySQL'] },
  { value: 'ai', label: 'Machine Learning & AI', items: ['AI', 'ML'] },
  { value: 'vcs', label: 'Version Control Platforms', items: ['Git', 'GitHub', 'GitLab'] },
];

const offers = [
  {
    value: 'client',
    label: 'Satisfied Client',
    text: 'Clients across India trust us with their apps, websites and marketing.',
  },
  {
    value: 'experience',
    label: 'Years Experience',
    text: 'Six years of building and running software for growing businesses.',
  },
  {
    value: 'team',
    label: 'Team Work',
    text: 'Designers, developers and marketers work as one team on every project.',
  },
  {
    value: 'awards',
    label: 'Awards',
    text: 'Our work has been recognised by regional business and technology awards.',
  },
];

const chip = {
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
};

function Technology(props: TabsRootProps) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label="Technology categories">
        {technology.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {technology.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          <ul
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: vars.space[3],
              listStyle: 'none',
              padding: 0,
              margin: 0,
            }}
          >
            {tab.items.map((item) => (
              <li key={item} style={chip}>
                {item}
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Offers(props: TabsRootProps) {
  return (
    <Tabs.Root variant="sliding" defaultValue="client" {...props}>
      <Tabs.List aria-label="What we offer">
        {offers.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {offers.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          <div style={chip}>
            <h3>{tab.label}</h3>
            <p>{tab.text}</p>
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'framework', variant: 'plain' },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'sliding'] } },
  render: (args) => <Technology {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'Radix Tabs with house styles: `Tabs.Root`, `List`, `Trigger`, `Content`; and `Tabs.LinkList` / `Tabs.Link`,',
          'the same look for a choice that lives in the URL.',
          '',
          '**When to use:** switching between peer views of one topic (technology categories, course categories,',
          'offer highlights). **When not to:** steps of a process (use a stepper) or navigation between pages (links).',
          '',
          "**Props (defaults):** `value` / `defaultValue` (`''`; pass the tab from navigation state) / `onValueChange`,",
          '`variant` plain or sliding (the new panel slides in from the side of its tab), `orientation` horizontal,',
          '`activationMode` automatic.',
          '',
          '**Accessibility:** Radix gives the tablist pattern (arrow keys, Home/End, `aria-selected`,',
          '`aria-controls`). Inactive panels stay rendered with `hidden`: their text is in the server HTML, but only',
          'the selected panel is exposed. Under reduced motion the sliding variant switches instantly. Label the',
          'list with `aria-label`.',
          '',
          '**Link variant:** when the choice belongs in the URL (`/courses?category=marketing`: shareable, kept on',
          "reload, working before the page's script runs or without it), use `Tabs.LinkList` (a labelled `<nav>`",
          'with a list) and one `Tabs.Link` per choice (`current` on the shown one; `asChild` for a router link).',
          'They are links, not tabs: `aria-current="page"` marks the current one, Tab moves between them and Enter',
          'follows them; there are no tab roles and no arrow keys. The page renders the chosen content itself.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Technology page: six categories, the first selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
    await expect(canvas.getByRole('tab', { name: 'Framework/PL' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('React');
    // Inactive panels keep their text in the DOM, hidden.
    const gitlab = canvas.getByText('GitLab');
    await expect(gitlab.closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    await expect(gitlab).not.toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Framework/PL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const frontend = canvas.getByRole('tab', { name: 'Frontend' });
    await expect(frontend).toHaveFocus();
    await expect(frontend).toHaveAttribute('aria-selected', 'true');
    await expect(document.getElementById(frontend.getAttribute('aria-controls')!)).toHaveTextContent('HTML5');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Version Control Platforms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('GitHub');
  },
};

/** An initial tab other than the first (`defaultValue`). */
export const InitialValue: Story = {
  render: () => (
    <Tabs.Root defaultValue="marketing">
      <Tabs.List aria-label="Course categories">
        {['Software Development', 'Data Science', 'Marketing', 'Web Development', "Adobe's software"].map(
          (label) => (
            <Tabs.Trigger key={label} value={label.split(' ')[0]!.toLowerCase().replace("adobe's", 'adobe')}>
              {label}
            </Tabs.Trigger>
          ),
        )}
      </Tabs.List>
      <Tabs.Content value="software">Basic Python · Advance Python · Interview preparation</Tabs.Content>
      <Tabs.Content value="data">
        Full Stack Data Science · Data Analytics · Big Data · Deep Learning
      </Tabs.Content>
      <Tabs.Content value="marketing">Digital Marketing · SEO · Social Media Marketing</Tabs.Content>
      <Tabs.Content value="web">Front End · Back End · Full Stack · UI Design</Tabs.Content>
      <Tabs.Content value="adobe">
        Premiere Pro · After Effects · Photoshop · Illustrator · InDesign
      </Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Marketing' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Digital Marketing');
  },
};

/** Home "What we offer": sliding panels, default client. */
export const Sliding: Story = {
  render: () => <Offers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Satisfied Client' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Team Work' }));
    const root = canvasElement.querySelector('[data-variant="sliding"]')!;
    await expect(root).toHaveAttribute('data-direction', 'forward');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('one team');
    await expect(getComputedStyle(panel).animationName).not.toBe('none');
    await userEvent.click(canvas.getByRole('tab', { name: 'Years Experience' }));
    await expect(root).toHaveAttribute('data-direction', 'backward');
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('backend');
  return (
    <div style={{ display: 'grid', gap: vars.space[3] }}>
      <p>
        Selected (parent state): <output aria-label="Selected tab">{value}</output>
      </p>
      <Technology value={value} onValueChange={setValue} />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Backend' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Databases' }));
    await expect(canvas.getByLabelText('Selected tab')).toHaveTextContent('databases');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('MySQL');
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  render: () => <Offers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Awards' }));
    await expect(getComputedStyle(canvas.getByRole('tabpanel')).animationName).toBe('none');
  },
};

const courseCategories = [
  'Software Development',
  'Data Science',
  'Marketing',
  'Web Development',
  "Adobe's software",
];
const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Stands in for a router: the story has no URL to change, so a press updates local state instead. */
function CourseCategoryLinks({ initial = 'marketing' }: { initial?: string }) {
  const [current, setCurrent] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: vars.space[4] }}>
      <Tabs.LinkList aria-label="Course categories">
        {courseCategories.map((label) => (
          <Tabs.Link
            key={label}
            href={`?category=${slug(label)}`}
            current={slug(label) === current}
            onClick={(event) => {
              event.preventDefault();
              setCurrent(slug(label));
            }}
          >
            {label}
          </Tabs.Link>
        ))}
      </Tabs.LinkList>
      <p>
        Showing: <output aria-label="Shown category">{current}</output>
      </p>
    </div>
  );
}

/**
 * Courses page: categories as links (`?category=…`), so the choice is in the URL and works with no script.
 * Links, not tabs: `aria-current="page"` on the shown one, Tab between them, Enter to follow.
 */
export const Links: Story = {
  render: () => <CourseCategoryLinks />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Course categories' });
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[2]).toHaveAttribute('href', '?category=marketing');
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Shown category')).toHaveTextContent('data-science');
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await expect(links[2]).not.toHaveAttribute('aria-current');
    await userEvent.click(links[4]!);
    await expect(links[4]).toHaveAttribute('aria-current', 'page');
  },
};

/** Link variant with a long unbroken category name, wrapping in a narrow column. */
export const LinksLongText: Story = {
  render: () => (
    <div style={{ maxWidth: '20rem' }}>
      <Tabs.LinkList aria-label="Course categories">
        <Tabs.Link href="?category=software-development" current>
          Software Development
        </Tabs.Link>
        <Tabs.Link href="?category=cloud">
          Cloud-native-infrastructure-and-platform-engineering-bootcamp
        </Tabs.Link>
      </Tabs.LinkList>
    </div>
  ),
};
