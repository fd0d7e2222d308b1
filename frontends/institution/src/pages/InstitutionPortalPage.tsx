import { Box, CircularProgress, Container } from '@mui/material';
import { useSearchParams } from 'react-router';
import { titleOf, useAuth } from '@scholarlens/common';
import { AnalyticsPanel } from '../features/analytics/components/AnalyticsPanel';
import { CollaborationTab } from '../features/collaboration/components/CollaborationTab';
import { ContractsPanel } from '../features/contracts/components/ContractsPanel';
import { InstitutionPortal, type PortalTabContent } from '../features/institution/components/InstitutionPortal';
import { SignedOutPrompt } from '../features/institution/components/PortalStates';
import { IntegrationsPanel } from '../features/integrations/components/IntegrationsPanel';
import { IntelligenceTab } from '../features/intelligence/components/IntelligenceTab';
import { AssistantTab } from '../features/intelligence/components/assistant/AssistantTab';
import { SecurityPanel } from '../features/security/components/SecurityPanel';
import { usePageTitle } from '../lib/use-page-title';

/** The portal's tabs served by other features. */
const TABS: PortalTabContent = {
  intelligence: (institution) => <IntelligenceTab isAdmin={institution.myRole === 'admin'} />,
  collaboration: () => <CollaborationTab />,
  contracts: (institution) => <ContractsPanel isAdmin={institution.myRole === 'admin'} />,
  'ai-assistant': () => <AssistantTab />,
  security: (institution) => <SecurityPanel isAdmin={institution.myRole === 'admin'} />,
  analytics: () => <AnalyticsPanel />,
  integrations: (institution) => <IntegrationsPanel isAdmin={institution.myRole === 'admin'} />,
};

/** /institution — the institution portal (spec inst §2): sign-in prompt, no institution, or the portal. */
export default function InstitutionPortalPage() {
  const title = titleOf('/institution');
  usePageTitle(title);
  const { user, isLoading } = useAuth();
  // Signed out on the contracts tab: contract management's own prompt (spec inst §2).
  const [params] = useSearchParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {isLoading ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      ) : user ? (
        <InstitutionPortal email={user.email} tabs={TABS} />
      ) : params.get('tab') === 'contracts' ? (
        <ContractsPanel isAdmin={false} />
      ) : (
        <SignedOutPrompt title={title} />
      )}
    </Container>
  );
}
