import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * Every route of docs/requirements/SPEC.md §2 with DECISIONS.md applied. Owners: see the comment on each line.
 */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('team', 'routes/team.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blog/:id', 'routes/blog-detail.tsx'),
  route('career', 'routes/career.tsx'),
  route('job', 'routes/jobs.tsx'),
  route('job/:id', 'routes/job-detail.tsx'),
  route('job-now', 'routes/job-now.tsx'),
  route('apply-now', 'routes/apply-now.tsx'),
  route('courses', 'routes/courses.tsx'),
  route('courses/:id', 'routes/course-detail.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('technology', 'routes/technology.tsx'),
  route('products', 'routes/products.tsx'),
  route('projects', 'routes/projects.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('pricing-policy', 'routes/pricing-policy.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service-detail.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('otpverify', 'routes/otpverify.tsx'),
  // Issue 24 (docs/requirements/issues/24-staff-console.md): the forgotten-password link.
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  // Issue 24: an administrator's e-mailed staff invitation.
  route('staff-invitation', 'routes/staff-invitation.tsx'),
  route('myprofile', 'routes/myprofile-redirect.tsx'),
  route('user', 'routes/user.tsx', [
    index('routes/user-index.tsx'),
    route('myprofile', 'routes/user-profile.tsx'),
    route('myjobs', 'routes/user-jobs.tsx'),
    route('mycourses', 'routes/user-courses.tsx'),
    // Issue 24: order history with receipts, and privacy (download, delete).
    route('orders', 'routes/user-orders.tsx'),
    route('receipts/:id', 'routes/user-receipt.tsx'),
    route('privacy', 'routes/user-privacy.tsx'),
  ]),
  route('receipt/:id', 'routes/receipt.tsx'),
  // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): public verification of a certificate.
  route('certificates/:id', 'routes/certificate.tsx'),
  // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): the learning pages, signed in like /user/*.
  route('learn/:courseId/:lessonId?', 'routes/learn.tsx'),
  // The staff console (issue 24): rendered in the browser only (the session is there), never prerendered.
  route('admin', 'routes/admin.tsx', [
    index('routes/admin-index.tsx'),
    route('enquiries', 'routes/admin-enquiries.tsx'),
    route('enquiries/:id', 'routes/admin-enquiry.tsx'),
    route('applications', 'routes/admin-applications.tsx'),
    route('applications/:kind/:id', 'routes/admin-application.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('orders/:id', 'routes/admin-order.tsx'),
    route('receipts/:id', 'routes/admin-receipt.tsx'),
    route('jobs', 'routes/admin-jobs.tsx'),
    route('jobs/new', 'routes/admin-job-new.tsx'),
    route('jobs/:id', 'routes/admin-job.tsx'),
    route('blogs', 'routes/admin-blogs.tsx'),
    route('blogs/new', 'routes/admin-blog-new.tsx'),
    route('blogs/:id', 'routes/admin-blog.tsx'),
    route('team', 'routes/admin-team.tsx'),
    route('team/new', 'routes/admin-team-new.tsx'),
    route('team/:id', 'routes/admin-team-member.tsx'),
    route('prices', 'routes/admin-prices.tsx'),
    // Issue 32 (docs/requirements/issues/32-courses-you-can-take.md): lessons, videos and learners of each course.
    route('courses', 'routes/admin-courses.tsx'),
    route('courses/:courseId', 'routes/admin-course.tsx'),
    route('staff', 'routes/admin-staff.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    // Issue 32: certificates of completion, revoke.
    route('certificates', 'routes/admin-certificates.tsx'),
  ]),
  // Issue 31 (docs/requirements/issues/31-unbreakable-at-the-edges.md): the server's page for an address it cannot render.
  route('unavailable', 'routes/unavailable.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
