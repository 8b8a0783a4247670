import { contactFormSchema } from '@company/contracts';
import { site } from '../content/site';
import { pageMeta } from '../seo';
import { CONTACT_ERROR_TOAST, ContactPage } from '../pages/contact/ContactPage';
import { apiFailure, check, failed, isSuccess, postToApi, textValues } from '../forms/action.server';
import type { FormResult } from '../forms/result';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description: `Call, e-mail or send ${site.name} an enquiry about apps, software, web design, SEO or digital marketing. Offices in Jabalpur and Bengaluru.`,
    path: '/contact',
    breadcrumbs: [{ name: 'Contact Us', path: '/contact' }],
  });

/** The enquiry posted without script (or before hydration): validated, sent to `POST contactus`. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const values = textValues(await request.formData(), ['name', 'phone', 'email', 'subject', 'message']);
  const checked = check(contactFormSchema, values);
  if (!checked.ok) return failed(values, checked.errors);
  const { phone, ...rest } = checked.data;
  // docs/requirements/SPEC.md §3: the phone travels as `mobile`.
  const answer = await postToApi(context, 'contactus', { ...rest, mobile: phone }, { idempotent: true });
  if (isSuccess(answer)) return { ok: true };
  const failure = apiFailure(answer, CONTACT_ERROR_TOAST);
  const { mobile, ...errors } = failure.errors;
  return failed(
    values,
    { ...errors, ...(mobile ? { phone: mobile } : {}) },
    { message: CONTACT_ERROR_TOAST },
  );
}

export default function ContactRoute() {
  return <ContactPage />;
}
