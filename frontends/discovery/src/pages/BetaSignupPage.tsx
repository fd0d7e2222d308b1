import { BetaSignupForm } from '../features/beta-signup/components/BetaSignupForm';

/** /beta-signup (inst §2). */
export default function BetaSignupPage() {
  return <BetaSignupForm />;
}
