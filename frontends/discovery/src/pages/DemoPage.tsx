import { DemoLanding } from '../features/demo/components/DemoLanding';

/** /demo (inst §2). */
export default function DemoPage() {
  return <DemoLanding />;
}
