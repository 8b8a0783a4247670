import { pageMeta } from '../seo';

export const meta = () =>
  pageMeta({
    title: 'Verify OTP',
    description: 'Enter your one-time code.',
    path: '/otpverify',
    noindex: true,
  });

export default function Route() {
  return (
    <main>
      <h1>Verify OTP</h1>
      <p>Enter your one-time code.</p>
    </main>
  );
}
