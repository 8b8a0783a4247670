import { useRef, useState, type FormEvent } from 'react';
import { Button, ConfirmationDialog, useToast, VisuallyHidden } from '@company/ui';
import { loadApi } from '../../load-api';
import { mailHref, site, telHref } from '../../content/site';
import {
  apiFieldErrors,
  focusFirstInvalid,
  FormControls,
  TextAreaInput,
  TextInput,
  useValidatedForm,
} from '../../forms';
import * as s from '../../forms/page.css';
import * as c from './contact.css';
import { LazyMap } from './LazyMap';

/** SPEC §5: the phone input accepts at most 10 characters. */
export const CONTACT_PHONE_MAX = 10;
/** SPEC §9: the contact toast closes after 3000 ms. */
export const CONTACT_TOAST_MS = 3000;
export const CONTACT_SUCCESS_TOAST = "Thanks for contacting us! We'll get back to you soon.";
export const CONTACT_ERROR_TOAST = 'Something went wrong. Please try again!';

const emptyEnquiry = { name: '', phone: '', subject: '', message: '' };

function EnquiryForm() {
  const form = useValidatedForm((schemas) => schemas.contactFormSchema, emptyEnquiry);
  const [sending, setSending] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The popup opens while Send Message is busy (disabled); focus returns to it when the popup closes.
  const submitRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const enquiry = await form.validate().catch(() => undefined);
    if (enquiry === undefined) {
      toast.error(CONTACT_ERROR_TOAST, { duration: CONTACT_TOAST_MS });
      return;
    }
    if (!enquiry) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    try {
      // SPEC §3: the phone travels as `mobile`.
      await (
        await loadApi()
      ).contact({
        name: enquiry.name,
        mobile: enquiry.phone,
        subject: enquiry.subject,
        message: enquiry.message,
      });
      form.reset();
      toast.success(CONTACT_SUCCESS_TOAST, { duration: CONTACT_TOAST_MS });
      setThanksOpen(true);
    } catch (error) {
      const fields = apiFieldErrors(error);
      const { mobile, ...rest } = fields;
      if (Object.keys(fields).length > 0) form.setErrors({ ...rest, ...(mobile ? { phone: mobile } : {}) });
      toast.error(CONTACT_ERROR_TOAST, { duration: CONTACT_TOAST_MS });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        ref={formRef}
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="enquiry-title"
      >
        <h2 id="enquiry-title" className={s.pageSection}>
          Send us an enquiry
        </h2>
        <FormControls>
          <div className={s.formGrid}>
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              value={form.values.name}
              onValueChange={(value) => form.setValue('name', value)}
              error={form.errors.name}
            />
            <TextInput
              label="Phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={CONTACT_PHONE_MAX}
              value={form.values.phone}
              onValueChange={(value) => form.setValue('phone', value)}
              error={form.errors.phone}
            />
            <TextInput
              label="Subject"
              name="subject"
              fieldClassName={s.fullRow}
              value={form.values.subject}
              onValueChange={(value) => form.setValue('subject', value)}
              error={form.errors.subject}
            />
            <TextAreaInput
              label="Message"
              name="message"
              rows={6}
              fieldClassName={s.fullRow}
              value={form.values.message}
              onValueChange={(value) => form.setValue('message', value)}
              error={form.errors.message}
            />
          </div>
          <div className={s.formFooter}>
            <Button ref={submitRef} type="submit" size="lg" loading={sending} disabled={sending}>
              Send Message
            </Button>
          </div>
        </FormControls>
      </form>
      <ConfirmationDialog
        open={thanksOpen}
        onOpenChange={setThanksOpen}
        title="Thanks For Contacting Us"
        description="We will contact you soon"
        actionLabel="Ok"
        returnFocusRef={submitRef}
      />
    </>
  );
}

export function ContactPage() {
  const [jabalpur] = site.offices;
  return (
    <main className={s.page}>
      <header className={s.header}>
        <p className={s.eyebrow}>Contact Us</p>
        <h1 className={s.title}>Let’s talk about your project</h1>
        <p className={s.lead}>
          Tell us what you want to build or improve. We reply to every enquiry within one working day, usually
          with a few questions and a time for a call.
        </p>
      </header>

      <div className={c.layout}>
        <div className={c.details}>
          <address className={c.detailCard}>
            <h2 className={c.detailTitle}>Call or write</h2>
            {site.phones.map((phone) => (
              <a key={phone} className={c.detailLink} href={telHref(phone)}>
                <VisuallyHidden>Phone: </VisuallyHidden>
                {phone}
              </a>
            ))}
            <a className={c.detailLink} href={mailHref(site.email)}>
              <VisuallyHidden>E-mail: </VisuallyHidden>
              {site.email}
            </a>
          </address>
          {site.offices.map((office) => (
            <address key={office.city} className={c.detailCard}>
              <h2 className={c.detailTitle}>{office.city} office</h2>
              <p className={c.detailText}>{office.address}</p>
              <a className={c.mapLink} href={office.mapUrl} target="_blank" rel="noopener noreferrer">
                View on map<VisuallyHidden>: {office.city} office (opens in a new tab)</VisuallyHidden>
              </a>
            </address>
          ))}
        </div>
        <EnquiryForm />
      </div>

      {jabalpur ? (
        <section className={s.section} aria-labelledby="map-title">
          <h2 id="map-title" className={s.pageSection}>
            Find our {jabalpur.city} office
          </h2>
          <LazyMap
            title={`Map of the ${site.name} office in ${jabalpur.city}`}
            src={jabalpur.mapEmbedUrl}
            href={jabalpur.mapUrl}
            address={jabalpur.address}
          />
        </section>
      ) : null}
    </main>
  );
}
