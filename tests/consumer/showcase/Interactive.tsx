'use client';
/**
 * The public exports that need the app's own client code: hooks, render props and callbacks
 * (functions cannot cross from a server component to a client one). In the Next.js app this is
 * the app's client island; in the Vite app the directive is simply ignored.
 */
import { Contact, Home, Mail, Phone, ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  Button,
  ConfirmationDialog,
  DataTable,
  Field,
  Icon,
  NavigationIconLink,
  NavigationMenu,
  NavigationPanelItem,
  NavigationPanelList,
  PARTICLE_CURSOR_MAX,
  Pagination,
  ParticleCursor,
  Text,
  Toaster,
  themeClassNames,
  useInView,
  usePrefersReducedMotion,
  useToast,
  vars,
  type DataTableSort,
} from '@company/ui';
import { Specimen } from './Catalogue';

type Enquiry = { id: string; name: string; course: string; received: string };
const enquiries: Enquiry[] = [
  { id: 'e1', name: 'Ravi Kumar', course: 'Data Science', received: '2026-11-20' },
  { id: 'e2', name: 'Priya Nair', course: 'Full Stack Development', received: '2026-11-22' },
  { id: 'e3', name: 'Arjun Mehta', course: 'App Development', received: '2026-11-24' },
];

function ToastButton() {
  const toast = useToast();
  return (
    <Button onClick={() => toast.success('Added to cart', { description: 'Data Science course' })}>
      Add to cart
    </Button>
  );
}

function Hooks() {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLParagraphElement>(null);
  const seen = useInView(ref, { threshold: 0.5, once: true });
  return (
    <>
      <Specimen name="usePrefersReducedMotion">
        <Text data-testid="reduced-motion">Reduced motion: {reduced ? 'yes' : 'no'}</Text>
      </Specimen>
      <Specimen name="useInView">
        <p ref={ref} data-testid="in-view">
          {seen === 'in' ? 'Seen' : 'Not seen yet'}
        </p>
      </Specimen>
    </>
  );
}

export function Interactive() {
  const [sort, setSort] = useState<DataTableSort>({ key: 'received', direction: 'descending' });
  const [page, setPage] = useState(1);
  const rows = [...enquiries].sort((a, b) => {
    const order = a[sort.key as keyof Enquiry].localeCompare(b[sort.key as keyof Enquiry]);
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Toaster>
      <Specimen name="NavigationMenu">
        <NavigationMenu
          brand={<a href="/">Acme Softech</a>}
          currentPath="/"
          items={[
            { label: 'Home', href: '/' },
            { label: 'Courses', href: '/courses' },
            { label: 'Contact', href: '/contact' },
          ]}
          sticky={false}
          actions={
            <span data-export="NavigationIconLink">
              <NavigationIconLink
                href="/cart"
                label="Cart, 2 items"
                icon={<ShoppingCart aria-hidden="true" size={20} />}
                badge={2}
              />
            </span>
          }
          panel={{
            label: 'Contact details',
            icon: <Contact aria-hidden="true" size={20} />,
            title: 'Get in touch',
            content: (
              <NavigationPanelList>
                <NavigationPanelItem icon={<Phone size={18} />} label="Phone" href="tel:+919876543210">
                  +91 98765 43210
                </NavigationPanelItem>
                <NavigationPanelItem icon={<Mail size={18} />} label="E-mail" href="mailto:hello@example.in">
                  hello@example.in
                </NavigationPanelItem>
              </NavigationPanelList>
            ),
          }}
        />
      </Specimen>
      <Specimen name="NavigationPanelList">
        <NavigationPanelList aria-label="Offices">
          <NavigationPanelItem data-export="NavigationPanelItem" icon={<Home size={18} />} label="Address">
            Wright Town, Jabalpur
          </NavigationPanelItem>
        </NavigationPanelList>
      </Specimen>
      <Specimen name="Icon">
        <Icon icon={Home} label="Home" />
      </Specimen>
      <Specimen name="Field">
        <Field label="Course code" description="As printed on your receipt.">
          {(control) => <input {...control} />}
        </Field>
      </Specimen>
      <Specimen name="DataTable">
        <DataTable
          caption="Enquiries"
          columns={[
            {
              key: 'name',
              header: 'Name',
              sortable: true,
              rowHeader: true,
              cell: (row: Enquiry) => row.name,
            },
            { key: 'course', header: 'Course', cell: (row: Enquiry) => row.course },
            {
              key: 'received',
              header: 'Received',
              sortable: true,
              firstSortDirection: 'descending',
              cell: (row: Enquiry) => row.received,
            },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
          sort={sort}
          onSortChange={setSort}
        />
      </Specimen>
      <Specimen name="Pagination">
        <Pagination page={page} pageCount={5} onPageChange={setPage} />
      </Specimen>
      <Specimen name="Toaster">
        <ToastButton />
      </Specimen>
      <Specimen name="useToast">
        <Text>Toasts come from useToast inside Toaster.</Text>
      </Specimen>
      <Specimen name="ConfirmationDialog">
        <ConfirmationDialog
          title="Thanks For Contacting Us"
          description="We will contact you soon"
          trigger={<Button variant="soft">Send enquiry</Button>}
        />
      </Specimen>
      <Specimen name="ParticleCursor">
        <ParticleCursor maxParticles={Math.min(6, PARTICLE_CURSOR_MAX)} />
      </Specimen>
      <Specimen name="PARTICLE_CURSOR_MAX">
        <Text>Up to {PARTICLE_CURSOR_MAX} particles.</Text>
      </Specimen>
      <Specimen name="themeClassNames">
        <Text data-testid="theme-classes">{Object.keys(themeClassNames).join(', ')}</Text>
      </Specimen>
      <Specimen name="vars">
        <span data-testid="accent-var" style={{ color: vars.color.accent.solid }}>
          Accent text from the theme contract
        </span>
      </Specimen>
      <Hooks />
    </Toaster>
  );
}
