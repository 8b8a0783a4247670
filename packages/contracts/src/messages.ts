/**
 * Every user-facing validation message of docs/requirements/SPEC.md §5, verbatim. The site's forms and the server answer
 * with the same strings, so a message changes in one place only.
 */
export const messages = {
  contact: {
    nameRequired: 'Name is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Invalid phone number',
    emailInvalid: 'Invalid email address',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
  },
  login: {
    emailRequired: 'Email is required.',
    passwordRequired: 'Password is required.',
  },
  register: {
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Invalid email address.',
    mobileRequired: 'Mobile number is required.',
    mobileInvalid: 'Invalid mobile number.',
    addressRequired: 'Address is required.',
    passwordRequired: 'Password is required.',
    passwordTooShort: 'Password must be at least 6 characters.',
  },
  otp: {
    otpRequired: 'OTP is required',
    otpInvalid: 'OTP must be 6 digits',
    // The code is asked for from the login form's Email field, so it says what that field says (§5 Login).
    emailRequired: 'Email is required.',
    emailInvalid: 'Invalid email address',
  },
  internship: {
    nameRequired: 'Name is required',
    emailInvalid: 'Invalid email address',
    numberInvalid: 'Invalid number. Must be 10 digits starting with 6-9.',
    courseRequired: 'Please select a course',
    resumeRequired: 'Resume file is required',
  },
  customerDetails: {
    nameRequired: 'Full Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Enter a valid 10-digit phone number',
  },
  jobApplication: {
    nameRequired: 'Full Name is required',
    emailInvalid: 'Invalid Email',
    phoneInvalid: 'Invalid Phone Number',
    cityRequired: 'City is required',
    experienceRequired: 'Select experience',
    currentSalaryRequired: 'Expected CTC is required',
    resumeRequired: 'Resume is required',
  },
  file: {
    resumeType: 'Resume must be a .pdf, .doc or .docx file',
    resumeContent: 'The file is not a real PDF or Word document',
    imageRequired: 'Image is required',
    imageType: 'Image must be a .png, .jpg, .jpeg, .webp or .gif file',
    imageContent: 'The file is not a real PNG, JPEG, WebP or GIF image',
    tooLarge: 'File must be 5 MB or smaller',
    imagePixels: 'Image must be at most 40 megapixels',
  },
  job: {
    jobTitleRequired: 'Job title is required',
  },
  blog: {
    titleRequired: 'Title is required',
    descriptionRequired: 'Description is required',
  },
  teamMember: {
    nameRequired: 'Name is required',
    roleRequired: 'Role is required',
    urlInvalid: 'Enter a full link starting with https://',
  },
  course: {
    titleRequired: 'Title is required',
    priceInvalid: 'Price must be a whole number of rupees',
  },
  payment: {
    itemsRequired: 'Choose at least one course or product',
    itemUnknown: 'Unknown course or product',
    orderIdRequired: 'Order id is required',
    paymentIdRequired: 'Payment id is required',
    signatureRequired: 'Signature is required',
    statusInvalid: 'Status must be succeeded, failed or cancelled',
  },
  /** Per-account limits (docs/requirements/issues/23-safe-in-production.md). SPEC.md and DECISIONS.md have no text for them; these are ours. */
  throttle: {
    login: (minutes: number) =>
      `Too many sign-in attempts for this account. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    otp: (minutes: number) =>
      `Too many codes were requested for this email. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    reset: (minutes: number) =>
      `Too many password reset links were requested for this email. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  generic: {
    tooLong: (max: number) => `Must be at most ${max} characters`,
    invalidId: 'Invalid id',
    invalidCharacters: 'Contains characters that are not allowed',
    validationFailed: 'Please correct the highlighted fields.',
  },
} as const;
