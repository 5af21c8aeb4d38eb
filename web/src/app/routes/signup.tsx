import { SignupPage } from '../../features/signup/components/signup-page';
import { AppSignupEnvironment } from '../signup-environment';
import type { PageProps } from './page-props';

/** /signup: the signup steps as a page (smartphones get here from the calls to action). */
export default function SignupRoute({ routeName }: PageProps) {
  return (
    <AppSignupEnvironment>
      <SignupPage routeName={routeName} />
    </AppSignupEnvironment>
  );
}
