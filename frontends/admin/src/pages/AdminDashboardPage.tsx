import { Box, Stack, Tab, Tabs } from '@mui/material';
import { titleOf } from '@scholarlens/common';
import { useState } from 'react';
import { AdminGate } from '../components/AdminGate';
import { BulkAcquisitionPanel } from '../features/acquisition/components/BulkAcquisitionPanel';
import { JobsPanel } from '../features/acquisition/components/JobsPanel';
import { StatCards } from '../features/dashboard/components/StatCards';
import { TopCategories } from '../features/dashboard/components/TopCategories';
import { ContractsPanel } from '../features/contracts/components/ContractsPanel';
import { InstitutionsPanel } from '../features/institutions/components/InstitutionsPanel';
import { HealthBadges } from '../features/health/components/HealthBadges';
import { ScrapingMonitor } from '../features/scraping/components/ScrapingMonitor';
import { DeploymentTab, SecurityTab } from '../features/system/components/SystemTabs';

const TABS = ['Research Discovery', 'Research Analysis', 'Analytics', 'Security', 'Deployment', 'Institutions', 'Contracts'] as const;

/** /admin — Admin Dashboard (spec core §2): four stat cards and five tabs, plus Institutions (issue #29) and Contracts (issue #32); admins only. */
export default function AdminDashboardPage() {
  const [tab, setTab] = useState(0);
  return (
    <AdminGate title={titleOf('/admin')}>
      <StatCards />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Admin sections">
          {TABS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
      </Box>
      {tab === 0 ? (
        <Stack spacing={2}>
          <BulkAcquisitionPanel />
          <JobsPanel />
        </Stack>
      ) : null}
      {tab === 1 ? <ScrapingMonitor /> : null}
      {tab === 2 ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TopCategories />
          <HealthBadges />
        </Box>
      ) : null}
      {tab === 3 ? <SecurityTab /> : null}
      {tab === 4 ? <DeploymentTab /> : null}
      {tab === 5 ? <InstitutionsPanel /> : null}
      {tab === 6 ? <ContractsPanel /> : null}
    </AdminGate>
  );
}
