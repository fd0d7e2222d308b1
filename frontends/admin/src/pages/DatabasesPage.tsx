import { titleOf } from '@scholarlens/common';
import { AdminGate } from '../components/AdminGate';
import { DatabasesView } from '../features/databases/components/DatabasesView';

/** /databases — Database Connections (spec inst §2): admins only. */
export default function DatabasesPage() {
  return (
    <AdminGate title={titleOf('/databases')}>
      <DatabasesView />
    </AdminGate>
  );
}
