import { useSignOut, useStartupUserCheck } from '../features/account';
import { NewsletterForm } from '../features/newsletter';
import { RootLayout } from '../shared/layout/root-layout';
import { ForgetBootMarks } from '../shared/lib/boot-marks';

/**
 * The shared page frame with the account feature plugged in: the start-up check of the
 * stored user (SPEC.md section 4), sign-out in the header's account menu and the footer's
 * newsletter form.
 */
export function AppLayout() {
  useStartupUserCheck();
  const { signOut, isPending } = useSignOut();
  return (
    <>
      <ForgetBootMarks />
      <RootLayout onSignOut={() => void signOut()} signingOut={isPending} newsletter={<NewsletterForm />} />
    </>
  );
}
