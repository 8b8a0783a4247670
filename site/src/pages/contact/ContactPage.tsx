import { useRef, useState, type FormEvent } from 'react';
import { Form, useActionData } from 'react-router';
import { Button, ConfirmationDialog, Stack, useToast, VisuallyHidden } from '@company/ui';
import { loadApi } from '../../load-api';
import { mailHref, site, telHref } from '../../content/site';
import {
  apiFieldErrors,
  clearFields,
  focusFirstInvalid,
  FormControls,
  type FormResult,
  formValues,
  resultValue,
  ServerNotice,
  TextAreaInput,
  TextInput,
  useValidatedForm,
} from '../../forms';
import * as s from '../../forms/page.css';
import * as c from './contact.css';
import { LazyMap } from './LazyMap';

/** docs/requirements/SPEC.md §5: the phone input accepts at most 10 characters. */
export const CONTACT_PHONE_MAX = 10;
/** SPEC §9: the contact toast closes after 3000 ms. */
export const CONTACT_TOAST_MS = 3000;
export const CONTACT_SUCCESS_TOAST = "Thanks for contacting us! We'll get back to you soon.";
export const CONTACT_ERROR_TOAST = 'Something went wrong. Please try again!';
/** The thank-you popup (and, without script, the confirmation the server writes into the page). */
export const CONTACT_THANKS_TITLE = 'Thanks For Contacting Us';
export const CONTACT_THANKS_TEXT = 'We will contact you soon';

/**
 * The enquiry form. Once hydrated it validates in the browser and posts to the API itself (toast and
 * thank-you popup); before that, or with no script at all, it is a plain POST to the route's action
 * (routes/contact.tsx), whose answer is rendered here: field errors with the typed values, or the thanks.
 */
function EnquiryForm() {
  const result = useActionData<FormResult>();
  const form = useValidatedForm((schemas) => schemas.contactFormSchema, result);
  // What the server said about a post made before hydration; a hydrated submit replaces it.
  const [notice, setNotice] = useState<FormResult | undefined>(result);
  const [shownResult, setShownResult] = useState(result);
  if (shownResult !== result) {
    setShownResult(result);
    setNotice(result);
  }
  const [sending, setSending] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The popup opens while Send Message is busy (disabled); focus returns to it when the popup closes.
  const submitRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !formRef.current) return;
    setNotice(undefined);
    const enquiry = await form.validate(formValues(formRef.current)).catch(() => undefined);
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
        ...(enquiry.email ? { email: enquiry.email } : {}),
        subject: enquiry.subject,
        message: enquiry.message,
      });
      clearFields(formRef.current);
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

  const value = (name: string) => resultValue(notice, name);

  return (
    <>
      <Form
        ref={formRef}
        method="post"
        className={s.formCard}
        noValidate
        onSubmit={onSubmit}
        onInput={form.onInput}
        aria-labelledby="enquiry-title"
      >
        <h2 id="enquiry-title" className={s.pageSection}>
          Send us an enquiry
        </h2>
        {notice?.ok ? (
          <ServerNotice tone="success" title={CONTACT_THANKS_TITLE}>
            {`${CONTACT_THANKS_TEXT}. ${CONTACT_SUCCESS_TOAST}`}
          </ServerNotice>
        ) : null}
        <FormControls busy={sending}>
          <div className={s.formGrid}>
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              defaultValue={value('name')}
              error={form.errors.name}
            />
            <TextInput
              label="Phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={CONTACT_PHONE_MAX}
              defaultValue={value('phone')}
              error={form.errors.phone}
            />
            <TextInput
              label="E-mail"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              hint="Optional. We send a copy of your enquiry here; when you are signed in, leave it blank to use your account's e-mail."
              fieldClassName={s.fullRow}
              defaultValue={value('email')}
              error={form.errors.email}
            />
            <TextInput
              label="Subject"
              name="subject"
              fieldClassName={s.fullRow}
              defaultValue={value('subject')}
              error={form.errors.subject}
            />
            <TextAreaInput
              label="Message"
              name="message"
              rows={6}
              fieldClassName={s.fullRow}
              defaultValue={value('message')}
              error={form.errors.message}
            />
          </div>
          {notice && !notice.ok && notice.message ? (
            <ServerNotice tone="error">{notice.message}</ServerNotice>
          ) : null}
          <Stack gap={3}>
            <Button ref={submitRef} type="submit" size="lg" loading={sending} disabled={sending}>
              Send Message
            </Button>
          </Stack>
        </FormControls>
      </Form>
      <ConfirmationDialog
        open={thanksOpen}
        onOpenChange={setThanksOpen}
        title={CONTACT_THANKS_TITLE}
        description={CONTACT_THANKS_TEXT}
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
      <Stack gap={3} className={s.header}>
        <p className={s.eyebrow}>Contact Us</p>
        <h1 className={s.title}>Let’s talk about your project</h1>
        <p className={s.lead}>
          Tell us what you want to build or improve. We reply to every enquiry within one working day, usually
          with a few questions and a time for a call.
        </p>
      </Stack>

      <div className={c.layout}>
        <Stack gap={5}>
          <Stack as="address" gap={2} className={c.detailCard}>
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
          </Stack>
          {site.offices.map((office) => (
            <Stack as="address" gap={2} className={c.detailCard} key={office.city}>
              <h2 className={c.detailTitle}>{office.city} office</h2>
              <p className={c.detailText}>{office.address}</p>
              <a className={c.mapLink} href={office.mapUrl} target="_blank" rel="noopener noreferrer">
                View on map<VisuallyHidden>: {office.city} office (opens in a new tab)</VisuallyHidden>
              </a>
            </Stack>
          ))}
        </Stack>
        <EnquiryForm />
      </div>

      {jabalpur ? (
        <Stack as="section" gap={5} aria-labelledby="map-title">
          <h2 id="map-title" className={s.pageSection}>
            Find our {jabalpur.city} office
          </h2>
          <LazyMap
            title={`Map of the ${site.name} office in ${jabalpur.city}`}
            src={jabalpur.mapEmbedUrl}
            href={jabalpur.mapUrl}
            address={jabalpur.address}
          />
        </Stack>
      ) : null}
    </main>
  );
}
