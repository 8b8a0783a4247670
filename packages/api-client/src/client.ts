import type {
  AdminCertificate,
  AdminCertificateListQuery,
  AdminCertificateListResponse,
  CertificateRevoke,
  CertificateVerification,
  AccountApplicationList,
  AccountOrderList,
  AccountProfileResponse,
  AuthResponse as PasswordChangeResponse,
  DeleteAccount,
  ForgotPassword,
  PasswordChange,
  ProfileUpdate,
  ResetPassword,
  AdminBlog,
  AdminBlogCreate,
  AdminBlogListQuery,
  AdminBlogListResponse,
  AdminBlogUpdate,
  AdminJob,
  AdminJobCreate,
  AdminJobListQuery,
  AdminJobListResponse,
  AdminJobUpdate,
  AdminTeamListQuery,
  AdminTeamListResponse,
  AdminTeamMember,
  AdminTeamMemberCreate,
  AdminTeamMemberUpdate,
  JobStatus,
  PublishStatus,
  AdminOrder,
  AdminCourseDetail,
  AdminCourseSummary,
  AdminLesson,
  AdminModule,
  ConsoleLearner,
  CourseOrder,
  LessonCreate,
  LessonUpdate,
  ModuleSave,
  AdminPrice,
  AdminPriceListQuery,
  AdminPriceListResponse,
  CatalogueKind,
  PriceUpdate,
  Application,
  ApplicationKind,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationUpdate,
  AppliedJob,
  AuditListQuery,
  AuditListResponse,
  Enquiry,
  EnquiryListQuery,
  EnquiryListResponse,
  EnquiryUpdate,
  OrderListQuery,
  OrderListResponse,
  StaffGrant,
  StaffInvitation,
  StaffInvitationLookup,
  StaffInvitedResponse,
  StaffMember,
  AppointmentRequest,
  AppointmentResponse,
  AuthResponse,
  Blog,
  BlogCreate,
  BlogListResponse,
  ContactRequest,
  Course,
  HealthResponse,
  InternshipApplication,
  InternshipRequest,
  Job,
  JobApplicationRequest,
  JobCreate,
  LoginRequest,
  MessageResponse,
  MyCourse,
  OtpRequest,
  OtpVerify,
  PaymentOrderRequest,
  PaymentOrderResponse,
  PaymentVerifyRequest,
  PaymentVerifyResponse,
  Product,
  ProfileResponse,
  Receipt,
  RegisterRequest,
  RegisterResponse,
  TeamMember,
} from '@company/contracts';

import { toFormData } from './form-data';
import {
  type ApiClientOptions,
  createHttp,
  type Http,
  IDEMPOTENCY_HEADER,
  joinUrl,
  newIdempotencyKey,
  queryString,
} from './http';
import type {
  PaymentConfig,
  PaymentSaveInput,
  PaymentSaveResult,
  SandboxPayRequest,
  SandboxPayResponse,
} from './payments';

type JsonBody = Record<string, unknown>;

/** Per-call options: an `AbortSignal` so a page can cancel a load it no longer needs. */
/** `GET learn/owned`: ids of the courses the signed-in customer owns (enrolments not revoked). */
export interface OwnedCourses {
  courseIds: string[];
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Issue 26 (docs/requirements/issues/26-past-one-machine.md): the public writes (contact, applications, sign-up, payment verify/save, appointments) carry an
   * `Idempotency-Key`: a new one per call unless given here (give the same key to send the same submission
   * again yourself). The client's own retries reuse it.
   */
  idempotencyKey?: string;
}

/**
 * One content section of the console (blogs, jobs, team; administrators only): list, one, create, edit
 * (every field), publish/unpublish (or open/close), delete, and the CSV export's address.
 */
export interface AdminContentSection<Item, ListQuery, ListResponse, Create, Update, Status> {
  list(query?: ListQuery, options?: CallOptions): Promise<ListResponse>;
  get(id: string, options?: CallOptions): Promise<Item>;
  create(body: Create, options?: CallOptions): Promise<Item>;
  update(id: string, body: Update, options?: CallOptions): Promise<Item>;
  /** `PATCH …/{id}` with `{ status }`. */
  setStatus(id: string, status: Status, options?: CallOptions): Promise<Item>;
  remove(id: string, options?: CallOptions): Promise<MessageResponse>;
  exportUrl(query?: ListQuery): string;
}

/**
 * The typed API of docs/requirements/SPEC.md §7 with DECISIONS.md applied. Every function resolves with the answer body and
 * rejects with an `ApiError` (status, data, field errors; 'Network Error' when offline or timed out).
 */
export interface ApiClient {
  /** The transport (base URL, token, refresh, retries, errors), for a call this API does not cover yet. */
  http: Http;
  auth: {
    /** `POST customer/login` (multipart): identifier (the e-mail) and password. */
    login(body: LoginRequest, options?: CallOptions): Promise<AuthResponse>;
    /** `POST customer` (multipart): sign-up. */
    register(body: RegisterRequest, options?: CallOptions): Promise<RegisterResponse>;
    /** `POST customer/otp/request`: e-mail a one-time code. */
    requestOtp(body: OtpRequest, options?: CallOptions): Promise<MessageResponse>;
    /** `POST customer/otp`: verify the code; answers like a login. */
    verifyOtp(body: OtpVerify, options?: CallOptions): Promise<AuthResponse>;
    /** `POST admin/refresh`: a new access token from the httpOnly refresh cookie. */
    refresh(options?: CallOptions): Promise<AuthResponse>;
    /** `POST customer/logout`: ends the refresh session (clears the cookie). */
    logout(options?: CallOptions): Promise<MessageResponse>;
  };
  customer: {
    /** `GET customer/one/{id}`: the signed-in customer's own profile. */
    profile(id: string, options?: CallOptions): Promise<ProfileResponse>;
    /** `GET applynow`: the signed-in customer's job applications. */
    appliedJobs(options?: CallOptions): Promise<AppliedJob[]>;
    /** `GET order/my-courses/{userId}`: courses the signed-in customer bought. */
    myCourses(userId: string, options?: CallOptions): Promise<MyCourse[]>;
    /** `GET customer/me`: the signed-in customer's own profile (docs/requirements/issues/24-staff-console.md). */
    me(options?: CallOptions): Promise<AccountProfileResponse>;
    /** `PATCH customer/me`: change name and mobile. */
    updateProfile(body: ProfileUpdate, options?: CallOptions): Promise<AccountProfileResponse>;
    /** `POST customer/password`: change the password (the current one required); other sessions end. */
    changePassword(body: PasswordChange, options?: CallOptions): Promise<PasswordChangeResponse>;
    /** `POST customer/password/forgot`: e-mail a single-use link (the same answer for any address). */
    forgotPassword(body: ForgotPassword, options?: CallOptions): Promise<MessageResponse>;
    /** `POST customer/password/reset`: set a new password with the link's token. */
    resetPassword(body: ResetPassword, options?: CallOptions): Promise<MessageResponse>;
    /** `GET customer/orders`: every order of the account, with its items and receipt. */
    orders(options?: CallOptions): Promise<AccountOrderList>;
    /** `GET customer/applications`: job and internship applications with their status. */
    applications(options?: CallOptions): Promise<AccountApplicationList>;
    /** `GET customer/me/export` as a plain link (the session cookie authenticates it): "Download my data". */
    exportUrl(): string;
    /** `POST customer/me/delete` with `{ confirm: 'DELETE' }`: deletes the account; every session ends. */
    deleteAccount(body: DeleteAccount, options?: CallOptions): Promise<MessageResponse>;
  };
  jobs: {
    /** `GET job`. */
    list(options?: CallOptions): Promise<Job[]>;
    /** `GET job/{id}`. */
    get(id: string, options?: CallOptions): Promise<Job>;
    /** `POST job` (administrators). */
    create(body: JobCreate, options?: CallOptions): Promise<Job>;
    /** `POST enquire` (multipart with the resume): apply for a job. */
    apply(body: JobApplicationRequest, options?: CallOptions): Promise<MessageResponse>;
  };
  internships: {
    /** `GET internship` (administrators). */
    list(options?: CallOptions): Promise<InternshipApplication[]>;
    /** `POST internship` (multipart with the resume). */
    apply(body: InternshipRequest, options?: CallOptions): Promise<MessageResponse>;
  };
  blogs: {
    /** `GET blog?page={n}&limit={n}`; defaults page 1, limit 10. */
    list(query?: { page?: number; limit?: number }, options?: CallOptions): Promise<BlogListResponse>;
    /** `GET blog/{id}`. */
    get(id: string, options?: CallOptions): Promise<Blog>;
    /** `POST blog` (multipart, administrators). */
    create(body: BlogCreate, options?: CallOptions): Promise<Blog>;
  };
  /** `GET ourteam`. */
  team(options?: CallOptions): Promise<TeamMember[]>;
  /** `GET course`. */
  courses(options?: CallOptions): Promise<Course[]>;
  /** `GET product`. */
  products(options?: CallOptions): Promise<Product[]>;
  /** `GET staff-invitations/{token}`: whom a staff invitation link invites (404 when expired, used or cancelled). */
  staffInvitation(token: string, options?: CallOptions): Promise<StaffInvitationLookup>;
  /** `POST contactus`: name, mobile, subject, message. */
  contact(body: ContactRequest, options?: CallOptions): Promise<MessageResponse>;
  payments: {
    /** `GET payment/config`: gateway mode and public key id. */
    config(options?: CallOptions): Promise<PaymentConfig>;
    /** `POST payment/order`: item ids and kind; the server sets the amount. */
    createOrder(body: PaymentOrderRequest, options?: CallOptions): Promise<PaymentOrderResponse>;
    /** `POST payment/verify`: HMAC check of order id and payment id. */
    verify(body: PaymentVerifyRequest, options?: CallOptions): Promise<PaymentVerifyResponse>;
    /** `POST payment/save`: records the outcome, idempotent on `payment_id`. */
    save(body: PaymentSaveInput, options?: CallOptions): Promise<PaymentSaveResult>;
    /** `POST payment/sandbox/pay`: the test checkout's Pay or Fail (sandbox mode only). */
    sandboxPay(body: SandboxPayRequest, options?: CallOptions): Promise<SandboxPayResponse>;
  };
  /** The courses a customer can take (issue 32 (docs/requirements/issues/32-courses-you-can-take.md)). */
  learn: {
    /** `GET learn/owned` (signed in): the ids of the courses the customer owns. */
    owned(options?: CallOptions): Promise<OwnedCourses>;
  };
  /** `POST appointments` (multipart): customer details plus payment_id; answers the receipt id. */
  createAppointment(body: AppointmentRequest, options?: CallOptions): Promise<AppointmentResponse>;
  /** `GET appointments/{id}`: the printable receipt (the id is the unguessable receipt link). */
  receipt(id: string, options?: CallOptions): Promise<Receipt>;
  /** `GET health`. */
  health(options?: CallOptions): Promise<HealthResponse>;
  /** Certificates of completion (issue 32: docs/requirements/issues/32-courses-you-can-take.md). */
  certificates: {
    /** `GET certificates/{id}` (anyone): valid or revoked, name, course, date; 404 for an unknown code. */
    verify(id: string, options?: CallOptions): Promise<CertificateVerification>;
    /** `GET learn/certificates/{id}.pdf` as a plain link (the owner's or staff's session cookie signs it). */
    pdfUrl(id: string): string;
  };
  /** The staff console (`admin/...`): staff and administrators only (401 signed out, 403 for a customer). */
  admin: {
    /** `GET admin/me`: the signed-in member of staff and their role. */
    me(options?: CallOptions): Promise<StaffMember>;
    /** `GET admin/staff`: every member of staff (assignees). */
    staff(options?: CallOptions): Promise<StaffMember[]>;
    /**
     * `POST admin/staff` (administrators): an existing account gets staff access at once (the member); for an
     * e-mail without an account an invitation is e-mailed (`{ invited: true, invitation }`).
     */
    grantStaff(body: StaffGrant, options?: CallOptions): Promise<StaffMember | StaffInvitedResponse>;
    /** `GET admin/staff/invitations` (administrators): open invitations, newest first. */
    staffInvitations(options?: CallOptions): Promise<StaffInvitation[]>;
    /** `DELETE admin/staff/invitations/{id}` (administrators): the invitation's link stops working. */
    cancelStaffInvitation(id: string, options?: CallOptions): Promise<MessageResponse>;
    /** `DELETE admin/staff/{id}` (administrators): take staff access away; the account's sessions end. */
    revokeStaff(id: string, options?: CallOptions): Promise<MessageResponse>;
    enquiries: {
      /** `GET admin/enquiries`: newest first; search, status, days, paging, sorting. */
      list(query?: EnquiryListQuery, options?: CallOptions): Promise<EnquiryListResponse>;
      get(id: string, options?: CallOptions): Promise<Enquiry>;
      /** `PATCH admin/enquiries/{id}`: status, assignee (`null` unassigns), notes. */
      update(id: string, body: EnquiryUpdate, options?: CallOptions): Promise<Enquiry>;
      /** The CSV export's address for these filters (a plain link: the session cookie signs it). */
      exportUrl(query?: EnquiryListQuery): string;
    };
    applications: {
      /** `GET admin/applications`: job and internship applications together. */
      list(query?: ApplicationListQuery, options?: CallOptions): Promise<ApplicationListResponse>;
      get(kind: ApplicationKind, id: string, options?: CallOptions): Promise<Application>;
      /** `PATCH admin/applications/{kind}/{id}`: status and/or notes. */
      update(
        kind: ApplicationKind,
        id: string,
        body: ApplicationUpdate,
        options?: CallOptions,
      ): Promise<Application>;
      /** The résumé's download address (original name, exact bytes). */
      resumeUrl(kind: ApplicationKind, id: string): string;
      exportUrl(query?: ApplicationListQuery): string;
    };
    orders: {
      /** `GET admin/orders`: every order with customer, payment id, appointment and receipt link. */
      list(query?: OrderListQuery, options?: CallOptions): Promise<OrderListResponse>;
      get(id: string, options?: CallOptions): Promise<AdminOrder>;
      exportUrl(query?: OrderListQuery): string;
      /** `GET admin/receipts/{id}`: the receipt of a paid order, as its buyer sees it. */
      receipt(id: string, options?: CallOptions): Promise<Receipt>;
    };
    /** `GET admin/audit` (administrators): who changed what, when. */
    audit(query?: AuditListQuery, options?: CallOptions): Promise<AuditListResponse>;
    /** Certificates of completion (issue 32): list and revoke (audited). */
    certificates: {
      /** `GET admin/certificates`: newest first; search, status, days, paging, sorting. */
      list(query?: AdminCertificateListQuery, options?: CallOptions): Promise<AdminCertificateListResponse>;
      /** `POST admin/certificates/{id}/revoke` with `{ reason }`: its public page says revoked at once. */
      revoke(id: string, body: CertificateRevoke, options?: CallOptions): Promise<AdminCertificate>;
    };
    /** `admin/jobs` (administrators): JSON bodies; `setStatus` opens or closes a job. */
    jobs: AdminContentSection<
      AdminJob,
      AdminJobListQuery,
      AdminJobListResponse,
      AdminJobCreate,
      AdminJobUpdate,
      JobStatus
    >;
    /** `admin/blogs` (administrators): create and update are multipart (the image is optional on update). */
    blogs: AdminContentSection<
      AdminBlog,
      AdminBlogListQuery,
      AdminBlogListResponse,
      AdminBlogCreate,
      AdminBlogUpdate,
      PublishStatus
    >;
    /** `admin/team` (administrators): create and update are multipart (the portrait is optional on update). */
    team: AdminContentSection<
      AdminTeamMember,
      AdminTeamListQuery,
      AdminTeamListResponse,
      AdminTeamMemberCreate,
      AdminTeamMemberUpdate,
      PublishStatus
    >;
    /** `admin/prices` (administrators): the price and availability of every course and product. */
    prices: {
      list(query?: AdminPriceListQuery, options?: CallOptions): Promise<AdminPriceListResponse>;
      /** `PATCH admin/prices/{kind}/{id}`: a new price (whole rupees), availability, or both. */
      update(kind: CatalogueKind, id: string, body: PriceUpdate, options?: CallOptions): Promise<AdminPrice>;
      exportUrl(query?: AdminPriceListQuery): string;
    };
    /**
     * `admin/courses` (staff): outlines with modules and lessons (issue 32,
     * docs/requirements/issues/32-courses-you-can-take.md); captions and notes are multipart (`file`).
     */
    courses: {
      list(options?: CallOptions): Promise<AdminCourseSummary[]>;
      get(courseId: string, options?: CallOptions): Promise<AdminCourseDetail>;
      createModule(courseId: string, body: ModuleSave, options?: CallOptions): Promise<AdminModule>;
      renameModule(
        courseId: string,
        id: string,
        body: ModuleSave,
        options?: CallOptions,
      ): Promise<AdminModule>;
      removeModule(courseId: string, id: string, options?: CallOptions): Promise<MessageResponse>;
      createLesson(courseId: string, body: LessonCreate, options?: CallOptions): Promise<AdminLesson>;
      updateLesson(id: string, body: LessonUpdate, options?: CallOptions): Promise<AdminLesson>;
      removeLesson(id: string, options?: CallOptions): Promise<MessageResponse>;
      /** `POST admin/courses/{id}/order`: the whole outline in its new order. */
      reorder(courseId: string, body: CourseOrder, options?: CallOptions): Promise<AdminCourseDetail>;
      uploadCaptions(id: string, file: File, options?: CallOptions): Promise<AdminLesson>;
      uploadNotes(id: string, file: File, options?: CallOptions): Promise<AdminLesson>;
      /** The tus endpoint of lesson videos (absolute URL). */
      videoUploadUrl(): string;
      learners(courseId: string, options?: CallOptions): Promise<ConsoleLearner[]>;
      grant(courseId: string, email: string, options?: CallOptions): Promise<unknown>;
      revoke(courseId: string, userId: string, reason: string, options?: CallOptions): Promise<unknown>;
    };
  };
}

export { queryString };

const segment = (value: string) => encodeURIComponent(value);

/** Creates the API client. See {@link ApiClientOptions} for the session hooks. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  const config = (call?: CallOptions) => (call?.signal ? { signal: call.signal } : {});

  const get = async <T>(url: string, call?: CallOptions, params?: Record<string, unknown>) =>
    (await http.get<T>(url, { ...config(call), params })).data;
  const postJson = async <T>(url: string, body: JsonBody | undefined, call?: CallOptions) =>
    (await http.post<T>(url, body ?? {}, config(call))).data;
  const patchJson = async <T>(url: string, body: object, call?: CallOptions) =>
    (await http.patch<T>(url, body, config(call))).data;
  const list = <T>(url: string, query: object | undefined, call?: CallOptions) =>
    get<T>(`${url}${queryString(query)}`, call);
  const href = (path: string) => joinUrl(http.baseURL, path);
  const postMultipart = async <T>(url: string, body: object, call?: CallOptions) =>
    (await http.post<T>(url, toFormData(body), config(call))).data;
  /** Issue 26: a public write, sent with an Idempotency-Key (see {@link CallOptions.idempotencyKey}). */
  const write = async <T>(url: string, body: object, multipart: boolean, call?: CallOptions) =>
    (
      await http.post<T>(url, multipart ? toFormData(body) : body, {
        ...config(call),
        headers: { [IDEMPOTENCY_HEADER]: call?.idempotencyKey ?? newIdempotencyKey() },
      })
    ).data;
  const putBody = async <T>(url: string, body: object, multipart: boolean, call?: CallOptions) =>
    (await http.put<T>(url, multipart ? toFormData(body) : body, config(call))).data;
  /** A console content section at `admin/<path>`; `multipart` for the ones with an image. */
  const contentSection = <
    Item,
    ListQuery extends object,
    ListResponse,
    Create extends object,
    Update extends object,
    Status,
  >(
    path: string,
    multipart: boolean,
  ): AdminContentSection<Item, ListQuery, ListResponse, Create, Update, Status> => ({
    list: (query, call) => list(`admin/${path}`, query, call),
    get: (id, call) => get(`admin/${path}/${segment(id)}`, call),
    create: (body, call) =>
      multipart
        ? postMultipart<Item>(`admin/${path}`, body, call)
        : postJson<Item>(`admin/${path}`, { ...body } as JsonBody, call),
    update: (id, body, call) => putBody<Item>(`admin/${path}/${segment(id)}`, body, multipart, call),
    setStatus: (id, status, call) => patchJson<Item>(`admin/${path}/${segment(id)}`, { status }, call),
    remove: async (id, call) =>
      (await http.delete<MessageResponse>(`admin/${path}/${segment(id)}`, config(call))).data,
    exportUrl: (query) => href(`admin/${path}.csv${queryString(query)}`),
  });

  return {
    http,
    auth: {
      login: (body, call) => postMultipart<AuthResponse>('customer/login', body, call),
      register: (body, call) => write<RegisterResponse>('customer', body, true, call),
      requestOtp: (body, call) => postJson<MessageResponse>('customer/otp/request', { ...body }, call),
      verifyOtp: (body, call) => postJson<AuthResponse>('customer/otp', { ...body }, call),
      refresh: (call) => postJson<AuthResponse>('admin/refresh', undefined, call),
      logout: (call) => postJson<MessageResponse>('customer/logout', undefined, call),
    },
    customer: {
      profile: (id, call) => get(`customer/one/${segment(id)}`, call),
      appliedJobs: (call) => get('applynow', call),
      myCourses: (userId, call) => get(`order/my-courses/${segment(userId)}`, call),
      me: (call) => get('customer/me', call),
      updateProfile: (body, call) => patchJson<AccountProfileResponse>('customer/me', body, call),
      changePassword: (body, call) =>
        postJson<PasswordChangeResponse>('customer/password', { ...body }, call),
      forgotPassword: (body, call) =>
        postJson<MessageResponse>('customer/password/forgot', { ...body }, call),
      resetPassword: (body, call) => postJson<MessageResponse>('customer/password/reset', { ...body }, call),
      orders: (call) => get('customer/orders', call),
      applications: (call) => get('customer/applications', call),
      exportUrl: () => href('customer/me/export'),
      deleteAccount: (body, call) => postJson<MessageResponse>('customer/me/delete', { ...body }, call),
    },
    jobs: {
      list: (call) => get('job', call),
      get: (id, call) => get(`job/${segment(id)}`, call),
      create: (body, call) => postJson<Job>('job', { ...body }, call),
      apply: (body, call) => write<MessageResponse>('enquire', body, true, call),
    },
    internships: {
      list: (call) => get('internship', call),
      apply: (body, call) => write<MessageResponse>('internship', body, true, call),
    },
    blogs: {
      list: (query, call) => get('blog', call, { page: query?.page ?? 1, limit: query?.limit ?? 10 }),
      get: (id, call) => get(`blog/${segment(id)}`, call),
      create: (body, call) => postMultipart<Blog>('blog', body, call),
    },
    team: (call) => get('ourteam', call),
    courses: (call) => get('course', call),
    products: (call) => get('product', call),
    staffInvitation: (token, call) => get(`staff-invitations/${segment(token)}`, call),
    contact: (body, call) => write<MessageResponse>('contactus', { ...body }, false, call),
    payments: {
      config: (call) => get('payment/config', call),
      createOrder: (body, call) =>
        postJson<PaymentOrderResponse>('payment/order', { currency: 'INR', ...body }, call),
      verify: (body, call) => write<PaymentVerifyResponse>('payment/verify', { ...body }, false, call),
      save: (body, call) => write<PaymentSaveResult>('payment/save', { ...body }, false, call),
      sandboxPay: (body, call) => postJson<SandboxPayResponse>('payment/sandbox/pay', { ...body }, call),
    },
    learn: {
      owned: (call) => get('learn/owned', call),
    },
    createAppointment: (body, call) => write<AppointmentResponse>('appointments', body, true, call),
    receipt: (id, call) => get(`appointments/${segment(id)}`, call),
    health: (call) => get('health', call),
    certificates: {
      verify: (id, call) => get(`certificates/${segment(id)}`, call),
      pdfUrl: (id) => href(`learn/certificates/${segment(id)}.pdf`),
    },
    admin: {
      me: (call) => get('admin/me', call),
      staff: (call) => get('admin/staff', call),
      grantStaff: (body, call) =>
        postJson<StaffMember | StaffInvitedResponse>('admin/staff', { ...body }, call),
      staffInvitations: (call) => get('admin/staff/invitations', call),
      cancelStaffInvitation: async (id, call) =>
        (await http.delete<MessageResponse>(`admin/staff/invitations/${segment(id)}`, config(call))).data,
      revokeStaff: async (id, call) =>
        (await http.delete<MessageResponse>(`admin/staff/${segment(id)}`, config(call))).data,
      enquiries: {
        list: (query, call) => list('admin/enquiries', query, call),
        get: (id, call) => get(`admin/enquiries/${segment(id)}`, call),
        update: (id, body, call) => patchJson<Enquiry>(`admin/enquiries/${segment(id)}`, body, call),
        exportUrl: (query) => href(`admin/enquiries.csv${queryString(query)}`),
      },
      applications: {
        list: (query, call) => list('admin/applications', query, call),
        get: (kind, id, call) => get(`admin/applications/${segment(kind)}/${segment(id)}`, call),
        update: (kind, id, body, call) =>
          patchJson<Application>(`admin/applications/${segment(kind)}/${segment(id)}`, body, call),
        resumeUrl: (kind, id) => href(`admin/applications/${segment(kind)}/${segment(id)}/resume`),
        exportUrl: (query) => href(`admin/applications.csv${queryString(query)}`),
      },
      orders: {
        list: (query, call) => list('admin/orders', query, call),
        get: (id, call) => get(`admin/orders/${segment(id)}`, call),
        exportUrl: (query) => href(`admin/orders.csv${queryString(query)}`),
        receipt: (id, call) => get(`admin/receipts/${segment(id)}`, call),
      },
      audit: (query, call) => list('admin/audit', query, call),
      certificates: {
        list: (query, call) => list('admin/certificates', query, call),
        revoke: (id, body, call) =>
          postJson<AdminCertificate>(`admin/certificates/${segment(id)}/revoke`, { ...body }, call),
      },
      jobs: contentSection('jobs', false),
      blogs: contentSection('blogs', true),
      team: contentSection('team', true),
      prices: {
        list: (query, call) => list('admin/prices', query, call),
        update: (kind, id, body, call) =>
          patchJson<AdminPrice>(`admin/prices/${segment(kind)}/${segment(id)}`, body, call),
        exportUrl: (query) => href(`admin/prices.csv${queryString(query)}`),
      },
      courses: {
        list: (call) => get('admin/courses', call),
        get: (courseId, call) => get(`admin/courses/${segment(courseId)}`, call),
        createModule: (courseId, body, call) =>
          postJson<AdminModule>(`admin/courses/${segment(courseId)}/modules`, { ...body }, call),
        renameModule: (courseId, id, body, call) =>
          patchJson<AdminModule>(`admin/courses/${segment(courseId)}/modules/${segment(id)}`, body, call),
        removeModule: async (courseId, id, call) =>
          (
            await http.delete<MessageResponse>(
              `admin/courses/${segment(courseId)}/modules/${segment(id)}`,
              config(call),
            )
          ).data,
        createLesson: (courseId, body, call) =>
          postJson<AdminLesson>(`admin/courses/${segment(courseId)}/lessons`, { ...body }, call),
        updateLesson: (id, body, call) => patchJson<AdminLesson>(`admin/lessons/${segment(id)}`, body, call),
        removeLesson: async (id, call) =>
          (await http.delete<MessageResponse>(`admin/lessons/${segment(id)}`, config(call))).data,
        reorder: (courseId, body, call) =>
          postJson<AdminCourseDetail>(`admin/courses/${segment(courseId)}/order`, { ...body }, call),
        uploadCaptions: (id, file, call) =>
          putBody<AdminLesson>(`admin/lessons/${segment(id)}/captions`, { file }, true, call),
        uploadNotes: (id, file, call) =>
          putBody<AdminLesson>(`admin/lessons/${segment(id)}/notes`, { file }, true, call),
        videoUploadUrl: () => href('admin/uploads/lesson-video/'),
        learners: (courseId, call) => get(`admin/courses/${segment(courseId)}/learners`, call),
        grant: (courseId, email, call) =>
          postJson<unknown>(`admin/courses/${segment(courseId)}/learners`, { email }, call),
        revoke: async (courseId, userId, reason, call) =>
          (
            await http.request<unknown>({
              ...config(call),
              method: 'delete',
              url: `admin/courses/${segment(courseId)}/learners/${segment(userId)}`,
              data: { reason },
            })
          ).data,
      },
    },
  };
}
