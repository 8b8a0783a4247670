/**
 * Every public component of @company/ui that a page can render without its own state or callbacks.
 * In the Next.js app this file is a server component (no 'use client'): it is exactly what a
 * stranger writes in `app/page.tsx`, compound parts (`Tabs.Root`) included. Whatever needs a hook or
 * a function prop is in Interactive.tsx. Each specimen carries `data-export` so the browser test
 * can check that every public export is on the page (tests/public-api/ui-exports.txt).
 */
import type { ReactNode } from 'react';
import {
  Accordion,
  AlertDialog,
  BackgroundVideo,
  Badge,
  Box,
  Button,
  Card,
  Carousel,
  Checkbox,
  Container,
  Counter,
  createTheme,
  darkTheme,
  Dialog,
  FileField,
  Float,
  FloatingSocialBar,
  Grid,
  Heading,
  HoverAccordion,
  Inline,
  LessonList,
  lightTheme,
  LocaleProvider,
  Marquee,
  Menu,
  Parallax,
  Progress,
  RadioGroup,
  Reveal,
  ScrollToTop,
  Section,
  Select,
  Spinner,
  Stack,
  StatCounter,
  Switch,
  Tabs,
  Text,
  TextArea,
  TextField,
  TextRotator,
  ThemeRoot,
  ThemeScript,
  Tooltip,
  VisuallyHidden,
} from '@company/ui';
import { Prices } from './Prices';

/** A theme made on the server from plain values: ThemeRoot takes it as it takes the built-in ones. */
const harbourTheme = createTheme(
  { color: { accent: { solid: '#1d4ed8', hover: '#1e40af', text: '#1d4ed8' } } },
  { name: 'harbour' },
);

export function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section data-export={name} aria-label={name} style={{ marginBlock: '1.5rem' }}>
      {children}
    </section>
  );
}

const services = [
  { value: 'apps', title: 'App Development', text: 'Native and cross-platform apps, from idea to store.' },
  { value: 'web', title: 'Website Design', text: 'Fast, accessible websites that your team can edit.' },
  {
    value: 'training',
    title: 'Training',
    text: 'Hands-on courses in data science and full-stack development.',
  },
];

const faq = [
  {
    value: 'timeline',
    q: 'How long does a website take?',
    a: 'Most business websites go live in four to six weeks.',
  },
  {
    value: 'support',
    q: 'Do you support the site after launch?',
    a: 'Yes: every project includes three months of support.',
  },
  {
    value: 'pricing',
    q: 'How do you price a project?',
    a: 'A fixed price per milestone, agreed before work starts.',
  },
];

const testimonials = [
  'They rebuilt our booking site in five weeks and enquiries doubled.',
  'Clear estimates, weekly demos and no surprises on the invoice.',
  'Our staff learnt the new console in one afternoon.',
  'The app passed store review at the first attempt.',
];

export function Catalogue() {
  return (
    <>
      <Specimen name="ThemeScript">
        {/* Normally in <head>: applies a stored light/dark choice before the first paint. */}
        <ThemeScript defaultColorScheme="light" />
      </Specimen>
      <Specimen name="createTheme">
        <ThemeRoot theme={harbourTheme} data-testid="harbour-theme">
          <Button>Harbour theme</Button>
        </ThemeRoot>
      </Specimen>
      <Specimen name="lightTheme">
        <ThemeRoot theme={lightTheme}>
          <Button variant="soft">Light theme</Button>
        </ThemeRoot>
      </Specimen>
      <Specimen name="darkTheme">
        <ThemeRoot theme={darkTheme} colorScheme="dark">
          <Button variant="soft">Dark theme</Button>
        </ThemeRoot>
      </Specimen>
      <Specimen name="LocaleProvider">
        <LocaleProvider locale="en-ZA">
          <Prices currency="ZAR" testId="prices-en-za" />
        </LocaleProvider>
      </Specimen>
      <Specimen name="Heading">
        <Heading level={2} size="2xl" data-testid="brand-heading">
          Software that grows with you
        </Heading>
      </Specimen>
      <Specimen name="Text">
        <Text prose>
          We design, build and market software for businesses across India: apps, websites and custom tools.
        </Text>
      </Specimen>
      <Specimen name="Button">
        <Inline gap={3}>
          <Button data-testid="brand-button">Explore Services</Button>
          <Button tone="neutral" variant="outline">
            Talk to us
          </Button>
          <Button loading>Proceed to Pay</Button>
        </Inline>
      </Specimen>
      <Specimen name="Badge">
        <Inline gap={2}>
          <Badge>Data Science</Badge>
          <Badge tone="accent" variant="solid">
            New
          </Badge>
        </Inline>
      </Specimen>
      <Specimen name="Progress">
        <Progress label="Course progress" value={2} max={5} valueText="2 of 5 lessons" showLabel />
      </Specimen>
      <Specimen name="LessonList">
        <LessonList
          aria-label="Basic Python"
          sections={[
            {
              id: 'start',
              title: 'Getting started',
              items: [
                {
                  id: 'l1',
                  title: 'Your first Python program',
                  duration: '0:22',
                  status: 'done',
                  href: '#l1',
                },
                { id: 'l2', title: 'Loops explained', duration: '0:20', current: true, href: '#l2' },
                {
                  id: 'l3',
                  title: 'The expense tracker',
                  duration: '0:21',
                  status: 'locked',
                  note: 'Unlocks on purchase',
                },
              ],
            },
          ]}
        />
      </Specimen>
      <Specimen name="Spinner">
        <Spinner label="Loading courses" />
      </Specimen>
      <Specimen name="VisuallyHidden">
        <p>
          3<VisuallyHidden> courses in your cart</VisuallyHidden>
        </p>
      </Specimen>
      <Specimen name="Box">
        <Box padding={4} borderRadius="lg">
          A box with token padding.
        </Box>
      </Specimen>
      <Specimen name="Stack">
        <Stack gap={2}>
          <Text>Analysis</Text>
          <Text>Design</Text>
        </Stack>
      </Specimen>
      <Specimen name="Inline">
        <Inline gap={2} justify="between">
          <Text>Mon–Fri</Text>
          <Text>9:30–18:30</Text>
        </Inline>
      </Specimen>
      <Specimen name="Grid">
        <Grid minItemWidth="12rem" gap={4}>
          {services.map((service) => (
            <Specimen key={service.value} name="Card">
              <Card as="article">
                <Heading level={3} size="lg">
                  {service.title}
                </Heading>
                <Text tone="muted">{service.text}</Text>
              </Card>
            </Specimen>
          ))}
        </Grid>
      </Specimen>
      <Specimen name="Container">
        <Container size="md">
          <Text>Content centred at a readable width.</Text>
        </Container>
      </Specimen>
      <Specimen name="Section">
        <Section aria-label="Our process" spacing="sm">
          <Text>From first call to launch in four steps.</Text>
        </Section>
      </Specimen>

      <Specimen name="Tabs">
        <Tabs.Root defaultValue="apps">
          <Tabs.List aria-label="Services">
            {services.map((service) => (
              <Tabs.Trigger key={service.value} value={service.value}>
                {service.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {services.map((service) => (
            <Tabs.Content key={service.value} value={service.value}>
              <Text>{service.text}</Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Tabs.LinkList aria-label="Course pages">
          <Tabs.Link href="#data-science" current>
            Data Science
          </Tabs.Link>
          <Tabs.Link href="#full-stack">Full Stack</Tabs.Link>
        </Tabs.LinkList>
      </Specimen>

      <Specimen name="Accordion">
        <Accordion.Root type="single" defaultValue="timeline">
          {faq.map((item) => (
            <Accordion.Item key={item.value} value={item.value}>
              <Accordion.Header>
                <Accordion.Trigger>{item.q}</Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content>{item.a}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Specimen>

      <Specimen name="HoverAccordion">
        <HoverAccordion.Root defaultValue="apps" height="16rem">
          {services.map((service) => (
            <HoverAccordion.Item
              key={service.value}
              value={service.value}
              title={service.title}
              media={<img src="/media/poster.jpg" alt="" width={320} height={180} />}
            >
              {service.text}
            </HoverAccordion.Item>
          ))}
        </HoverAccordion.Root>
      </Specimen>

      <Specimen name="Carousel">
        <Carousel.Root aria-label="What clients say" autoplay autoplayDelay={1500} loop>
          <Carousel.PlayPause />
          <Carousel.Viewport>
            {testimonials.map((quote) => (
              <Carousel.Slide key={quote}>
                <Card>
                  <Text>{quote}</Text>
                </Card>
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Controls>
            <Carousel.Previous />
            <Carousel.Dots />
            <Carousel.Next />
          </Carousel.Controls>
        </Carousel.Root>
      </Specimen>

      <Specimen name="Dialog">
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button>Book a free consultation</Button>
          </Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Book a free consultation</Dialog.Title>
              <Dialog.Description>
                Tell us what you are building and we will call you back within one working day.
              </Dialog.Description>
            </Dialog.Header>
            <TextField label="Your name" name="name" />
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button tone="neutral" variant="outline">
                  Not now
                </Button>
              </Dialog.Close>
              <Button>Request a call</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      </Specimen>

      <Specimen name="AlertDialog">
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button tone="critical" variant="outline">
              Clear Cart
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content>
            <AlertDialog.Title>Clear the cart?</AlertDialog.Title>
            <AlertDialog.Description>All courses will be removed from your cart.</AlertDialog.Description>
            <AlertDialog.Footer>
              <AlertDialog.Cancel>Keep them</AlertDialog.Cancel>
              <AlertDialog.Action>Clear</AlertDialog.Action>
            </AlertDialog.Footer>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </Specimen>

      <Specimen name="Menu">
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="outline">Account</Button>
          </Menu.Trigger>
          <Menu.Content>
            <Menu.Label>Signed in as Priya</Menu.Label>
            <Menu.Group>
              <Menu.Item>My courses</Menu.Item>
              <Menu.Item>Orders</Menu.Item>
            </Menu.Group>
            <Menu.Separator />
            <Menu.Item tone="critical">Sign out</Menu.Item>
          </Menu.Content>
        </Menu.Root>
      </Specimen>

      <Specimen name="Tooltip">
        <Tooltip content="Prices include GST">
          <Button variant="ghost">Pricing</Button>
        </Tooltip>
      </Specimen>

      <Specimen name="TextField">
        <TextField label="Email" type="email" name="email" description="We reply within one working day." />
      </Specimen>
      <Specimen name="TextArea">
        <TextArea label="Message" name="message" rows={3} />
      </Specimen>
      <Specimen name="Select">
        <Select
          label="Course"
          name="course"
          placeholder="Choose a course"
          options={[
            { value: 'data-science', label: 'Data Science' },
            { value: 'full-stack', label: 'Full Stack Development' },
          ]}
        />
      </Specimen>
      <Specimen name="FileField">
        <FileField label="Resume" name="resume" accept=".pdf,.doc,.docx" description="PDF, DOC or DOCX." />
      </Specimen>
      <Specimen name="RadioGroup">
        <RadioGroup
          label="Experience"
          name="experience"
          defaultValue="fresher"
          options={[
            { value: 'fresher', label: 'Fresher' },
            { value: 'experienced', label: '1+ years' },
          ]}
        />
      </Specimen>
      <Specimen name="Checkbox">
        <Checkbox label="Send me course updates" name="updates" />
      </Specimen>
      <Specimen name="Switch">
        <Switch label="Available for sale" name="available" defaultChecked />
      </Specimen>

      <Specimen name="Counter">
        <Counter value={100} suffix="+" />
      </Specimen>
      <Specimen name="StatCounter">
        <StatCounter label="Projects Completed" value={250} suffix="+" />
      </Specimen>
      <Specimen name="Marquee">
        <Marquee label="Technologies we use">
          {['React', 'Node.js', 'PostgreSQL', 'Python'].map((name) => (
            <span key={name}>{name}</span>
          ))}
        </Marquee>
      </Specimen>
      <Specimen name="TextRotator">
        <TextRotator.Group>
          <p>
            We build <TextRotator phrases={['Software', 'Websites', 'Apps']} suffix="that grow with you" />
          </p>
          <TextRotator.PauseButton />
        </TextRotator.Group>
      </Specimen>
      <Specimen name="Reveal">
        <Reveal>
          <Text>Revealed when scrolled into view.</Text>
        </Reveal>
      </Specimen>
      <Specimen name="Float">
        <Float>
          <Badge tone="accent">Hiring</Badge>
        </Float>
      </Specimen>
      <Specimen name="Parallax">
        <Parallax
          background={<img src="/media/poster.jpg" alt="" width={640} height={360} />}
          style={{ minHeight: '8rem' }}
        >
          <Text>Content over a slowly moving background.</Text>
        </Parallax>
      </Specimen>
      <Specimen name="BackgroundVideo">
        <BackgroundVideo
          src={[{ src: '/media/sample.webm', type: 'video/webm' }]}
          poster="/media/poster.jpg"
          width={320}
          height={180}
          loading="lazy"
        />
      </Specimen>
      <Specimen name="FloatingSocialBar">
        <FloatingSocialBar
          links={[
            { label: 'Email us', href: 'mailto:hello@example.com', icon: <span aria-hidden="true">@</span> },
            { label: 'Call us', href: 'tel:+919876543210', icon: <span aria-hidden="true">☎</span> },
          ]}
        />
      </Specimen>
      <Specimen name="ScrollToTop">
        <ScrollToTop href="#top" floating={false} />
      </Specimen>
    </>
  );
}
