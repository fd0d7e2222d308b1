import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Skeleton, Tab, Tabs } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import type { Institution } from '@scholarlens/contracts';
import { useInstitution } from '../api/institution';
import { CreateTeamDialog } from './CreateTeamDialog';
import { InstitutionHeader } from './InstitutionHeader';
import { InviteUserDialog } from './InviteUserDialog';
import { NotAvailableTab } from './NotAvailableTab';
import { OverviewTab } from './OverviewTab';
import { NoInstitution } from './PortalStates';
import { SettingsTab } from './SettingsTab';
import { StatCards } from './StatCards';
import { TeamsTab } from './TeamsTab';
import { UsersTab } from './UsersTab';

/** The eleven tabs in the spec's order (inst §2); overview is the default. */
export const PORTAL_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'intelligence', label: 'Intelligence' },
  { id: 'teams', label: 'Teams' },
  { id: 'collaboration', label: 'Collaboration' },
  { id: 'ai-assistant', label: 'AI Assistant' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'users', label: 'Users' },
  { id: 'contracts', label: 'Contracts' },
  { id: 'security', label: 'Security' },
  { id: 'settings', label: 'Settings' },
] as const;
export type TabId = (typeof PORTAL_TABS)[number]['id'];
const isTab = (v: string | null): v is TabId => PORTAL_TABS.some((t) => t.id === v);

/** Tabs served by other features, composed in by the page (features do not import each other). */
export type PortalTabContent = Partial<Record<TabId, (institution: Institution) => ReactNode>>;

/** The signed-in portal: the caller's institution, or "No Institution Found". */
export function InstitutionPortal({ email, tabs = {} }: { email: string; tabs?: PortalTabContent }) {
  const institution = useInstitution(true);
  if (institution.isLoading) {
    return (
      <Box data-testid="institution-loading">
        <Skeleton width="40%" height={48} />
        <Skeleton width="25%" />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (institution.isError) {
    return (
      <Alert severity="error" data-testid="institution-error">
        Your institution could not be loaded right now. {errorMessage(institution.error) ?? 'Try again in a moment.'}
      </Alert>
    );
  }
  if (!institution.data) return <NoInstitution email={email} />;
  return <InstitutionView institution={institution.data} tabs={tabs} />;
}

function InstitutionView({ institution, tabs }: { institution: Institution; tabs: PortalTabContent }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) ? raw : 'overview';
  const open = (id: TabId) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === 'overview') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  const [dialog, setDialog] = useState<'team' | 'invite' | null>(null);
  const newTeam = () => setDialog('team');
  // Only administrators invite and manage members; the server refuses anyone else too.
  const isAdmin = institution.myRole === 'admin';
  const invite = isAdmin ? () => setDialog('invite') : undefined;
  const label = PORTAL_TABS.find((t) => t.id === tab)?.label ?? '';

  return (
    <>
      <InstitutionHeader institution={institution} onNewTeam={newTeam} onInvite={invite} />
      <StatCards institution={institution} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, v: TabId) => open(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Institution portal sections"
        >
          {PORTAL_TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} data-testid={`tab-${t.id}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-label={label} data-testid={`panel-${tab}`}>
        {tab === 'overview' ? (
          <OverviewTab
            institution={institution}
            actions={{ onCreateTeam: newTeam, onInvite: invite, onViewReports: () => open('analytics'), onSettings: () => open('settings') }}
          />
        ) : tab === 'teams' ? (
          <TeamsTab onCreateTeam={newTeam} />
        ) : tab === 'users' ? (
          <UsersTab onInvite={invite} canManage={isAdmin} myMemberId={institution.myMemberId} />
        ) : tab === 'settings' ? (
          <SettingsTab institution={institution} />
        ) : tabs[tab] ? (
          tabs[tab](institution)
        ) : (
          <NotAvailableTab label={label} />
        )}
      </Box>
      <CreateTeamDialog open={dialog === 'team'} onClose={() => setDialog(null)} />
      <InviteUserDialog open={dialog === 'invite'} onClose={() => setDialog(null)} />
    </>
  );
}
