/**
 * Advanced analytics' contract (spec inst §2 "Advanced analytics", §3 research metrics, department,
 * impact, analytics ROI, predictions, §7 /api/analytics/*, §9): the institution's research output
 * from its works in OpenAlex (synced into a read model), its members' linked authors, its contract.
 * Every figure is computed from synced works or a stated formula; where nothing is known the
 * figure is null and its `sources` entry says "no data source".
 */

export const ANALYTICS_TIMEFRAMES = ['3months', '6months', '12months', '24months', '5years'] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];
/** Months each timeframe spans, ending today (UTC). */
export const ANALYTICS_TIMEFRAME_MONTHS: Record<AnalyticsTimeframe, number> = { '3months': 3, '6months': 6, '12months': 12, '24months': 24, '5years': 60 };
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = '12months';

export const ANALYTICS_DEPARTMENTS = ['all', 'cs', 'engineering', 'medicine', 'physics', 'biology'] as const;
export type AnalyticsDepartment = (typeof ANALYTICS_DEPARTMENTS)[number];

/**
 * The departments filter, wired to the query: a work belongs to a department when its primary
 * topic's OpenAlex field is one of these (OpenAlex field ids, https://openalex.org/fields/<n>),
 * or when one of its authors is a member of that department who linked their author id.
 * A member's department matches a key when its text contains one of `memberWords`.
 */
export const ANALYTICS_DEPARTMENT_FILTERS: Record<Exclude<AnalyticsDepartment, 'all'>, { name: string; openAlexFields: string[]; memberWords: string[] }> = {
  cs: { name: 'Computer Science', openAlexFields: ['17'], memberWords: ['computer', 'computing', 'informatics', 'cs'] },
  engineering: { name: 'Engineering', openAlexFields: ['22', '25', '21'], memberWords: ['engineering'] },
  medicine: { name: 'Medicine', openAlexFields: ['27', '29', '35', '36', '28'], memberWords: ['medicine', 'medical', 'health', 'nursing'] },
  physics: { name: 'Physics', openAlexFields: ['31'], memberWords: ['physics', 'astronomy'] },
  biology: { name: 'Biology', openAlexFields: ['13', '11', '24'], memberWords: ['biology', 'biochemistry', 'genetics', 'life science'] },
};

export const ANALYTICS_EXPORT_FORMATS = ['pdf', 'excel', 'csv', 'powerpoint'] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];

/** What a figure without a source says (the panel shows "—" and this). */
export const NO_DATA_SOURCE = 'no data source';

/** Where the works come from: the institution in OpenAlex and the last completed sync. */
export interface AnalyticsSource {
  provider: 'OpenAlex';
  openAlexId: string;
  institutionName: string;
  /** When the works were last synced completely; null while the first sync runs. */
  syncedAt: string | null;
  /** Works of the institution held (all years synced). */
  worksHeld: number;
}

export interface AnalyticsSyncStatus {
  syncId: string;
  status: 'running' | 'completed' | 'failed';
  trigger: 'daily' | 'manual' | 'configured';
  startedAt: string;
  finishedAt: string | null;
  /** Works fetched so far / works OpenAlex counts for the filter (null before the first page). */
  fetched: number;
  total: number | null;
  /** 0–100. */
  progress: number;
  error: string | null;
}

/** A member's linked author: ties OpenAlex works to the member's department. */
export interface AnalyticsAuthorLink {
  memberId: string;
  department: string | null;
  orcid: string | null;
  openAlexAuthorId: string | null;
  linkedAt: string;
}

/** GET /api/analytics/settings (members). */
export interface AnalyticsSettings {
  configured: boolean;
  openAlexId: string | null;
  ror: string | null;
  institutionName: string | null;
  countryCode: string | null;
  /** OpenAlex's institution type (education, healthcare, facility…): benchmarks compare the same type. */
  type: string | null;
  configuredAt: string | null;
  /** The caller may change the source (an institution administrator). */
  canConfigure: boolean;
  /** The newest sync; null before any. */
  sync: AnalyticsSyncStatus | null;
  /** When the last completed sync finished: figures exist from then on (a later sync running or failed keeps them). */
  lastSyncedAt: string | null;
  /** The caller's own author link; null when none. */
  myAuthor: AnalyticsAuthorLink | null;
  /** Members who linked an author id. */
  linkedAuthors: number;
}

/** PUT /api/analytics/settings (administrators): exactly one of the two. */
export interface ConfigureAnalyticsRequest {
  /** OpenAlex institution id, `I…` or its https://openalex.org/ URL. */
  openAlexId?: string;
  /** ROR id, `0…` (9 characters) or its https://ror.org/ URL; resolved through OpenAlex. */
  ror?: string;
}

/** PUT /api/analytics/author (any member, about themselves): at least one; an empty string unlinks it. */
export interface LinkAuthorRequest {
  orcid?: string;
  openAlexAuthorId?: string;
}

export interface AnalyticsPeriodCount {
  /** `YYYY-MM` for timeframes up to 24 months, `YYYY` for 5 years. */
  period: string;
  papers: number;
  /** Citations so far of the papers published in the period. */
  citations: number;
}

/**
 * GET /api/analytics/research-metrics?timeframe=&department= (spec inst §3 "Research metrics").
 * The works are those published within the timeframe (ending today) and in the department.
 */
export interface AnalyticsResearchMetrics {
  timeframe: AnalyticsTimeframe;
  department: AnalyticsDepartment;
  from: string;
  to: string;
  totalPapers: number;
  /** Sum of OpenAlex `cited_by_count` of those works. */
  totalCitations: number;
  /** The largest h such that h of those works have at least h citations each. */
  hIndex: number;
  /** Always null: no source of grant amounts is connected (sources.grantFunding). */
  grantFunding: number | null;
  /** Distinct institutions other than this one among the works' authorships. */
  collaborations: number;
  /**
   * Mean of OpenAlex's `citation_normalized_percentile.value` (the work's citation percentile among
   * works of its year and field) × 100, over works that have one; 0–100; null without any.
   */
  impactScore: number | null;
  /**
   * Citations received in the current and previous calendar year (OpenAlex `counts_by_year`) as a
   * percentage of all citations recorded by year, over those works; null without citations.
   */
  trendingScore: number | null;
  publications: {
    current: number;
    /** Works in the period of the same length just before. */
    previous: number;
    /** (current − previous) ÷ previous × 100, one decimal; null when previous is 0. */
    growth: number | null;
  };
  /** Papers and their citations per month (per year for 5 years), oldest first. */
  series: AnalyticsPeriodCount[];
  /** Primary-topic fields, most papers first (at most 12). */
  fields: { field: string; papers: number; citations: number }[];
  /** Countries of co-authoring institutions (this one excluded), most works first (at most 20). */
  countries: { countryCode: string; works: number }[];
  sources: Record<string, string>;
  source: AnalyticsSource;
}

/** GET /api/analytics/departments (spec inst §3 "Department"): one per member department. */
export interface AnalyticsDepartmentFigures {
  departmentId: string;
  name: string;
  /** Active members with role faculty or researcher in the department. */
  faculty: number;
  /** Active members with role student in the department. */
  students: number;
  /** Works in the timeframe with an author linked by a member of the department. */
  publications: number;
  citations: number;
  /** Distinct other institutions among those works' authorships. */
  collaborations: number;
  /** The most frequent primary-topic fields of those works (at most 3). */
  researchAreas: string[];
  productivity: {
    /** publications ÷ faculty; null without faculty. */
    papersPerFaculty: number | null;
    /** citations ÷ publications; null without publications. */
    citationsPerPaper: number | null;
    /** Always null: no grant source. */
    grantsPerFaculty: number | null;
  };
  topPapers: { title: string; citations: number; year: number | null; openAlexId: string }[];
  /** Members of the department who linked an author id. */
  linkedAuthors: number;
}

export interface AnalyticsDepartments {
  timeframe: AnalyticsTimeframe;
  department: AnalyticsDepartment;
  departments: AnalyticsDepartmentFigures[];
  /** Works in the timeframe no linked author ties to a department. */
  unattributedPapers: number;
  sources: Record<string, string>;
}

/** GET /api/analytics/impact (spec inst §3 "Impact"). */
export interface AnalyticsImpact {
  timeframe: AnalyticsTimeframe;
  department: AnalyticsDepartment;
  academicImpact: {
    /** Citations per paper per year since publication (mean over the works; a year counts from its publication year, at least 1). */
    citationVelocity: number | null;
    /** % of works whose topics span more than one OpenAlex field. */
    crossDisciplinary: number | null;
    /** % of works with at least one co-author at an institution in another country than this one's. */
    internationalReach: number | null;
    /** null: no data source. */
    reproducibility: number | null;
  };
  /** null: no data source (media, policy, industry and public figures are not connected). */
  socialImpact: null;
  /** null: no data source (commercialisation, startups, patents, partnerships are not connected). */
  economicImpact: null;
  sources: Record<string, string>;
}

/** GET /api/analytics/roi (spec inst §3 "Analytics ROI"). */
export interface AnalyticsRoi {
  timeframe: AnalyticsTimeframe;
  investment: {
    /** License cost within the timeframe: the contract's monthly cost × months of the contract inside the timeframe; null without a contract. */
    totalSpent: number | null;
    breakdown: { personnel: number | null; equipment: number | null; facilities: number | null; operations: number | null };
  };
  returns: { grantFunding: number | null; commercialization: number | null; studentTuition: number | null; reputation: number | null };
  efficiency: {
    /** totalSpent ÷ papers in the timeframe; null when either is unknown or 0. */
    costPerPaper: number | null;
    /** totalSpent ÷ citations of those papers. */
    costPerCitation: number | null;
    revenuePerDollar: number | null;
    /** Median years from publication to the first year with a citation (OpenAlex counts_by_year), over the cited works. */
    timeToImpact: number | null;
  };
  papers: number;
  citations: number;
  assumptions: string[];
  sources: Record<string, string>;
}

export interface AnalyticsForecast {
  year: number;
  papers: number;
  /** 95% prediction interval of the linear fit. */
  low: number;
  high: number;
}

/** GET /api/analytics/predictions (spec inst §3 "Predictions"). */
export interface AnalyticsPredictions {
  /** e.g. "Ordinary least-squares linear trend on yearly publication counts, 95% prediction interval (Student t)". */
  method: string;
  /** Complete years the fit uses. */
  fromYear: number;
  toYear: number;
  total: { history: { year: number; papers: number }[]; forecast: AnalyticsForecast | null };
  /** Fields by forecast growth (slope ÷ mean yearly papers × 100). */
  emergingFields: {
    field: string;
    /** % per year; null when fewer than 3 years have data. */
    growth: number | null;
    history: { year: number; papers: number }[];
    forecast: AnalyticsForecast | null;
    opportunity: string;
    timeline: string;
    investment: number | null;
  }[];
  /** Suggestions (labelled as such) for departments whose fields grow. */
  facultyRecruitment: { department: string; priority: 'high' | 'medium' | 'low'; suggestedHires: number | null; expertise: string[]; impact: string; suggestion: true }[];
  /** Suggestions: the institutions co-authoring most often in growing fields. */
  collaborationOpportunities: {
    institution: string;
    countryCode: string | null;
    department: string;
    /** % of this institution's works in that field co-authored with it. */
    synergy: number;
    potentialGrants: number | null;
    expectedOutcome: string;
    suggestion: true;
  }[];
  sources: Record<string, string>;
}

export interface AnalyticsBenchmarkRow {
  openAlexId: string;
  name: string;
  countryCode: string | null;
  type: string | null;
  /** null where OpenAlex gave none. */
  worksCount: number | null;
  citedByCount: number | null;
  /** OpenAlex summary_stats. */
  hIndex: number | null;
  i10Index: number | null;
  twoYearMeanCitedness: number | null;
  self: boolean;
}

/** GET /api/analytics/benchmarks: the institution against peers of the same country and type in OpenAlex. */
export interface AnalyticsBenchmarks {
  countryCode: string | null;
  type: string | null;
  rows: AnalyticsBenchmarkRow[];
  sources: Record<string, string>;
}

/** POST /api/analytics/export body. */
export interface AnalyticsExportRequest {
  format: AnalyticsExportFormat;
  timeframe: AnalyticsTimeframe;
  department?: AnalyticsDepartment;
}

/** An export: produced at once when small (status completed), else by a job with progress. */
export interface AnalyticsExportJob {
  id: string;
  format: AnalyticsExportFormat;
  timeframe: AnalyticsTimeframe;
  status: 'running' | 'completed' | 'failed';
  progress: number;
  fileName: string | null;
  /** GET this to download the file once completed. */
  downloadUrl: string | null;
  error: string | null;
  createdAt: string;
}

export const ANALYTICS_API = {
  settings: '/api/analytics/settings',
  author: '/api/analytics/author',
  sync: '/api/analytics/sync',
  researchMetrics: '/api/analytics/research-metrics',
  departments: '/api/analytics/departments',
  impact: '/api/analytics/impact',
  roi: '/api/analytics/roi',
  predictions: '/api/analytics/predictions',
  benchmarks: '/api/analytics/benchmarks',
  export: '/api/analytics/export',
  exportJob: (id: string) => `/api/analytics/exports/${encodeURIComponent(id)}`,
  exportDownload: (id: string) => `/api/analytics/exports/${encodeURIComponent(id)}/download`,
} as const;

/** Spec inst §8 strings verbatim, then the server's answers. */
export const ANALYTICS_MESSAGES = {
  exported: 'Analytics exported successfully!',
  exportFailed: 'Failed to export analytics',
  notConfigured: 'Set the institution\u2019s OpenAlex institution id (or ROR id) in the analytics settings to see its research output',
  notConfiguredMember: 'An institution administrator has to set the institution\u2019s OpenAlex institution id (or ROR id) before analytics can show its research output',
  notSynced: 'The institution\u2019s works are being synced from OpenAlex',
  oneSource: 'openAlexId or ror: give exactly one',
  unknownInstitution: (id: string) => `OpenAlex does not know the institution ${id}`,
  syncStarted: 'Sync from OpenAlex started',
  exportNotFound: 'Export not found',
  settingsSaved: 'Analytics settings saved',
  authorLinked: 'Author link saved',
} as const;

/** Spec inst §9: growth above 20 green, above 0 blue, above -10 yellow, otherwise red. */
export function analyticsGrowthColor(growth: number): 'green' | 'blue' | 'yellow' | 'red' {
  return growth > 20 ? 'green' : growth > 0 ? 'blue' : growth > -10 ? 'yellow' : 'red';
}

/** Spec inst §9: impact score colours by thresholds 90, 70, 50. */
export function analyticsImpactColor(score: number): 'green' | 'blue' | 'yellow' | 'red' {
  return score >= 90 ? 'green' : score >= 70 ? 'blue' : score >= 50 ? 'yellow' : 'red';
}

/** Spec inst §9: money M at 1 million or more, K at 1 thousand or more (US dollars). */
export function formatAnalyticsMoney(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `$${(amount / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `$${(amount / 1_000).toFixed(1)}K`;
  return `$${Math.round(amount)}`;
}

/** Spec inst §9: counts use M or K with one decimal. */
export function formatAnalyticsCount(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(Math.round(n * 10) / 10);
}
