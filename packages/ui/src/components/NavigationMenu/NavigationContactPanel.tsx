'use client';

import { Mail, MapPin, Phone } from 'lucide-react';
import type { RefObject } from 'react';
import { Dialog } from '../Dialog/Dialog';
import type { NavigationContact } from './NavigationMenu';
import {
  navigationContactIcon,
  navigationContactItem,
  navigationContactLabel,
  navigationContactList,
  navigationContactValue,
} from './NavigationMenu.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface NavigationContactPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button that opened the panel: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  contact: NavigationContact;
  title: string;
}

/**
 * The header's contact side panel (a modal sheet from the right). A module of its own, loaded the first
 * time the contact button is pointed at, focused or pressed: the dialog machinery (focus trap, scroll
 * lock, dismiss layer) is not part of every page's first JavaScript.
 */
export default function NavigationContactPanel({
  open,
  onOpenChange,
  returnFocusRef,
  contact,
  title,
}: NavigationContactPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <ul className={navigationContactList}>
          {contact.phones.map((phone) => (
            <li key={phone} className={navigationContactItem}>
              <span className={navigationContactIcon} aria-hidden="true">
                <Phone size={18} />
              </span>
              <span>
                <span className={navigationContactLabel}>Phone</span>
                <a className={navigationContactValue} href={telHref(phone)}>
                  {phone}
                </a>
              </span>
            </li>
          ))}
          <li className={navigationContactItem}>
            <span className={navigationContactIcon} aria-hidden="true">
              <Mail size={18} />
            </span>
            <span>
              <span className={navigationContactLabel}>E-mail</span>
              <a className={navigationContactValue} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </span>
          </li>
          <li className={navigationContactItem}>
            <span className={navigationContactIcon} aria-hidden="true">
              <MapPin size={18} />
            </span>
            <span>
              <span className={navigationContactLabel}>Address</span>
              {contact.addressHref ? (
                <a
                  className={navigationContactValue}
                  href={contact.addressHref}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {contact.address}
                  <span className={navigationContactLabel}>(opens in a new tab)</span>
                </a>
              ) : (
                <address className={navigationContactValue} style={{ fontStyle: 'normal' }}>
                  {contact.address}
                </address>
              )}
            </span>
          </li>
        </ul>
      </Dialog.Content>
    </Dialog.Root>
  );
}
