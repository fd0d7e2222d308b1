/**
 * The answers of GET /api/analytics/{research-metrics,departments,impact,roi,predictions,benchmarks}
 * (and the exports' figures): the institution's synced works (`analytics_works`), its settings
 * (folded from `analytics-<institutionId>`), its members and its contract, through the formulas of
 * `figures/`. Null when the source is not configured or no sync has completed yet, so the panel
 * shows what to set instead of numbers.
 */
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ANALYTICS_DEPARTMENT_FILTERS,
  type AnalyticsBenchmarks,
  type AnalyticsDepartment,
  type AnalyticsDepartmentFigures,
  type AnalyticsDepartments,
  type AnalyticsForecast,
  type AnalyticsImpact,
  type AnalyticsPredictions,
  type AnalyticsResearchMetrics,
  type AnalyticsRoi,
  type AnalyticsSource,
  type AnalyticsTimeframe,
  type Contract,
  type InstitutionUser,
  NO_DATA_SOURCE,
} from '@scholarlens/contracts';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { OpenAlexClient } from '../../../../platform/external/openalex/openalex.client.js';
import type { AnalyticsState } from '../analytics.js';
import { analyticsAggregate } from '../analytics.decider.js';
import {
  type LinkedAuthor,
  type Window,
  citationVelocity,
  collaboratingInstitutions,
  contractMonthsInside,
  countryCounts,
  crossDisciplinary,
  fieldCounts,
  growth,
  hIndex,
  impactScore,
  inDepartment,
  inWindow,
  internationalReach,
  memberDepartmentMatches,
  series,
  timeToImpact,
  timeframeWindow,
  trendingScore,
  workHasAuthor,
} from '../figures/analytics-figures.js';
import { TREND_METHOD, linearTrend } from '../figures/linear-trend.js';
import type { AnalyticsWork } from '../institution-works/analytics-work.js';
import { InstitutionWorks } from '../institution-works/institution-works.js';
import { CurrentContractQuery, InstitutionUsersQuery, OrcidWorkDoisQuery } from '../ports.js';

const OPENALEX_WORKS = 'OpenAlex works of the institution (synced)';

export interface AnalyticsContext {
  state: AnalyticsState & { source: NonNullable<AnalyticsState['source']> };
  source: AnalyticsSource;
  linked: LinkedAuthor[];
  today: string;
}

@Injectable()
export class AnalyticsFigures {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionWorks) private readonly works: InstitutionWorks,
    @Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient,
  ) {}

  /** The settings and source, or null while unconfigured or before the first completed sync. */
  async context(institutionId: string, today = new Date().toISOString().slice(0, 10)): Promise<AnalyticsContext | null> {
    const { state } = await loadAggregate(this.store, analyticsAggregate, institutionId);
    if (!state.source || !state.lastCompleted) return null;
    const source: AnalyticsSource = {
      provider: 'OpenAlex',
      openAlexId: state.source.openAlexId,
      institutionName: state.source.name,
      syncedAt: state.lastCompleted.at,
      worksHeld: await this.works.count(institutionId),
    };
    const authors = Object.values(state.authors);
    const orcids = authors.flatMap((a) => (a.orcid ? [a.orcid] : []));
    const orcidDois = await this.queryBus.execute(new OrcidWorkDoisQuery(institutionId, orcids));
    const linked = authors.map((a) => ({
      memberId: a.memberId,
      department: a.department,
      openAlexAuthorId: a.openAlexAuthorId,
      orcid: a.orcid,
      orcidDois: (a.orcid && orcidDois.get(a.orcid)) || undefined,
    }));
    return { state: state as AnalyticsContext['state'], source, linked, today };
  }

  private async windowWorks(institutionId: string, ctx: AnalyticsContext, timeframe: AnalyticsTimeframe, department: AnalyticsDepartment) {
    const window = timeframeWindow(timeframe, ctx.today);
    const all = (await this.works.load(institutionId, window.previousFrom)).filter((w) => inDepartment(w, department, ctx.linked));
    return { window, current: all.filter((w) => inWindow(w, window.from, window.to)), previous: all.filter((w) => w.date !== null && w.date >= window.previousFrom && w.date < window.from) };
  }

  async researchMetrics(institutionId: string, timeframe: AnalyticsTimeframe, department: AnalyticsDepartment, today?: string): Promise<AnalyticsResearchMetrics | null> {
    const ctx = await this.context(institutionId, today);
    if (!ctx) return null;
    const { window, current, previous } = await this.windowWorks(institutionId, ctx, timeframe, department);
    const own = ctx.state.source.openAlexId;
    return {
      timeframe,
      department,
      from: window.from,
      to: window.to,
      totalPapers: current.length,
      totalCitations: current.reduce((s, w) => s + w.citations, 0),
      hIndex: hIndex(current.map((w) => w.citations)),
      grantFunding: null,
      collaborations: collaboratingInstitutions(current, own).size,
      impactScore: impactScore(current),
      trendingScore: trendingScore(current, Number(ctx.today.slice(0, 4))),
      publications: { current: current.length, previous: previous.length, growth: growth(current.length, previous.length) },
      series: series(current, window, timeframe === '5years'),
      fields: fieldCounts(current),
      countries: countryCounts(current, own),
      sources: {
        totalPapers: OPENALEX_WORKS,
        totalCitations: 'OpenAlex cited_by_count',
        hIndex: 'computed from the works\u2019 citations',
        collaborations: 'OpenAlex authorships',
        impactScore: 'OpenAlex citation_normalized_percentile',
        trendingScore: 'OpenAlex counts_by_year',
        grantFunding: NO_DATA_SOURCE,
      },
      source: ctx.source,
    };
  }

  async departments(institutionId: string, timeframe: AnalyticsTimeframe, department: AnalyticsDepartment, today?: string): Promise<AnalyticsDepartments | null> {
    const ctx = await this.context(institutionId, today);
    if (!ctx) return null;
    const { current } = await this.windowWorks(institutionId, ctx, timeframe, department);
    const members: InstitutionUser[] = await this.queryBus.execute(new InstitutionUsersQuery(institutionId));
    const active = members.filter((m) => m.status === 'active');
    const names = [...new Set(active.map((m) => m.department?.trim()).filter((d): d is string => Boolean(d)))]
      .filter((d) => memberDepartmentMatches(d, department))
      .sort();
    const own = ctx.state.source.openAlexId;
    const attributed = new Set<string>();
    const departments: AnalyticsDepartmentFigures[] = names.map((name) => {
      const people = active.filter((m) => m.department?.trim() === name);
      const authors = ctx.linked.filter((l) => l.department?.trim() === name);
      const works = current.filter((w) => workHasAuthor(w, authors));
      for (const w of works) attributed.add(w.workId);
      const faculty = people.filter((m) => m.role === 'faculty' || m.role === 'researcher').length;
      const citations = works.reduce((s, w) => s + w.citations, 0);
      return {
        departmentId: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
        name,
        faculty,
        students: people.filter((m) => m.role === 'student').length,
        publications: works.length,
        citations,
        collaborations: collaboratingInstitutions(works, own).size,
        researchAreas: fieldCounts(works, 3).map((f) => f.field),
        productivity: {
          papersPerFaculty: faculty ? Math.round((works.length / faculty) * 100) / 100 : null,
          citationsPerPaper: works.length ? Math.round((citations / works.length) * 100) / 100 : null,
          grantsPerFaculty: null,
        },
        topPapers: [...works]
          .sort((a, b) => b.citations - a.citations)
          .slice(0, 3)
          .map((w) => ({ title: w.title, citations: w.citations, year: w.year, openAlexId: w.workId })),
        linkedAuthors: authors.length,
      };
    });
    return {
      timeframe,
      department,
      departments,
      unattributedPapers: current.filter((w) => !attributed.has(w.workId)).length,
      sources: { faculty: 'members with role faculty or researcher', students: 'members with role student', publications: 'works of authors members linked (their OpenAlex author or ORCID iD on the work, or its DOI on their ORCID record)', grantsPerFaculty: NO_DATA_SOURCE },
    };
  }

  async impact(institutionId: string, timeframe: AnalyticsTimeframe, department: AnalyticsDepartment, today?: string): Promise<AnalyticsImpact | null> {
    const ctx = await this.context(institutionId, today);
    if (!ctx) return null;
    const { current } = await this.windowWorks(institutionId, ctx, timeframe, department);
    return {
      timeframe,
      department,
      academicImpact: {
        citationVelocity: citationVelocity(current, Number(ctx.today.slice(0, 4))),
        crossDisciplinary: crossDisciplinary(current),
        internationalReach: internationalReach(current, ctx.state.source.countryCode),
        reproducibility: null,
      },
      socialImpact: null,
      economicImpact: null,
      sources: {
        citationVelocity: 'OpenAlex cited_by_count and publication_year',
        crossDisciplinary: 'OpenAlex topics\u2019 fields',
        internationalReach: 'OpenAlex authorships\u2019 institution countries',
        reproducibility: NO_DATA_SOURCE,
        socialImpact: NO_DATA_SOURCE,
        economicImpact: NO_DATA_SOURCE,
      },
    };
  }

  async roi(institutionId: string, timeframe: AnalyticsTimeframe, today?: string): Promise<AnalyticsRoi | null> {
    const ctx = await this.context(institutionId, today);
    if (!ctx) return null;
    const { window, current } = await this.windowWorks(institutionId, ctx, timeframe, 'all');
    const contract: Contract | null = await this.queryBus.execute(new CurrentContractQuery(institutionId, ctx.today));
    const months = contract ? contractMonthsInside(contract, window) : 0;
    const totalSpent = contract ? Math.round(contract.monthlyCost * months) : null;
    const papers = current.length;
    const citations = current.reduce((s, w) => s + w.citations, 0);
    const per = (n: number) => (totalSpent !== null && totalSpent > 0 && n > 0 ? Math.round((totalSpent / n) * 100) / 100 : null);
    return {
      timeframe,
      investment: { totalSpent, breakdown: { personnel: null, equipment: null, facilities: null, operations: totalSpent } },
      returns: { grantFunding: null, commercialization: null, studentTuition: null, reputation: null },
      efficiency: { costPerPaper: per(papers), costPerCitation: per(citations), revenuePerDollar: null, timeToImpact: timeToImpact(current) },
      papers,
      citations,
      assumptions: [
        contract
          ? `Investment is the ScholarLens license only: monthly cost ${contract.monthlyCost} USD × ${months} months of the contract (${contract.startDate} to ${contract.endDate}) inside ${window.from} to ${window.to}; it is counted under operations.`
          : 'No contract: the license investment is unknown.',
        'Personnel, equipment and facilities spending, grant income, commercialisation, tuition and reputation have no data source.',
        `Papers and citations are the institution\u2019s OpenAlex works published from ${window.from} to ${window.to}.`,
        'Time to impact is the median number of years from publication to the first year with a citation.',
      ],
      sources: {
        totalSpent: contract ? 'the institution\u2019s contract' : NO_DATA_SOURCE,
        personnel: NO_DATA_SOURCE,
        equipment: NO_DATA_SOURCE,
        facilities: NO_DATA_SOURCE,
        grantFunding: NO_DATA_SOURCE,
        commercialization: NO_DATA_SOURCE,
        studentTuition: NO_DATA_SOURCE,
        reputation: NO_DATA_SOURCE,
        revenuePerDollar: NO_DATA_SOURCE,
        papers: OPENALEX_WORKS,
      },
    };
  }

  async predictions(institutionId: string, today?: string): Promise<AnalyticsPredictions | null> {
    const ctx = await this.context(institutionId, today);
    if (!ctx) return null;
    const works = await this.works.load(institutionId, null);
    const thisYear = Number(ctx.today.slice(0, 4));
    const years = works.map((w) => w.year).filter((y): y is number => y !== null && y < thisYear);
    const fromYear = years.length ? Math.max(Math.min(...years), thisYear - 10) : thisYear - 1;
    const toYear = thisYear - 1;
    const yearly = (ws: AnalyticsWork[]) => {
      const out: { year: number; papers: number }[] = [];
      for (let y = fromYear; y <= toYear; y++) out.push({ year: y, papers: ws.filter((w) => w.year === y).length });
      return out;
    };
    const forecastOf = (history: { year: number; papers: number }[]): { forecast: AnalyticsForecast | null; growth: number | null } => {
      const fit = linearTrend(history.map((h) => ({ x: h.year, y: h.papers })));
      if (!fit) return { forecast: null, growth: null };
      const p = fit.predict(thisYear);
      const mean = history.reduce((s, h) => s + h.papers, 0) / history.length;
      const r = (n: number) => Math.round(n * 10) / 10;
      return { forecast: { year: thisYear, papers: r(Math.max(0, p.value)), low: r(p.low), high: r(p.high) }, growth: mean > 0 ? r((fit.slope / mean) * 100) : null };
    };
    const total = yearly(works);
    const fields = [...new Set(works.map((w) => w.field).filter((f): f is string => Boolean(f)))];
    const emerging = fields
      .map((field) => {
        const history = yearly(works.filter((w) => w.field === field));
        const { forecast, growth: g } = forecastOf(history);
        return { field, growth: g, history, forecast, volume: history.reduce((s, h) => s + h.papers, 0) };
      })
      .filter((f) => f.volume >= 3 && f.growth !== null)
      .sort((a, b) => (b.growth as number) - (a.growth as number))
      .slice(0, 6);
    const own = ctx.state.source.openAlexId;
    const growing = emerging.filter((f) => (f.growth as number) > 0);
    const collaborationOpportunities = growing.slice(0, 3).flatMap((f) => {
      const fieldWorks = works.filter((w) => w.field === f.field);
      return [...collaboratingInstitutions(fieldWorks, own).entries()]
        .sort((a, b) => b[1].works - a[1].works)
        .slice(0, 2)
        .map(([, i]) => ({
          institution: i.name,
          countryCode: i.countryCode,
          department: f.field,
          synergy: Math.round((i.works / fieldWorks.length) * 1000) / 10,
          potentialGrants: null,
          expectedOutcome: `Suggestion: ${i.works} of your ${fieldWorks.length} ${f.field} works were co-authored with ${i.name}; the field is forecast to grow ${f.growth}% a year.`,
          suggestion: true as const,
        }));
    });
    return {
      method: TREND_METHOD,
      fromYear,
      toYear,
      total: { history: total, forecast: forecastOf(total).forecast },
      emergingFields: emerging.map(({ volume: _v, ...f }) => ({
        ...f,
        opportunity:
          (f.growth as number) > 0
            ? `Suggestion: ${f.field} output grows ${f.growth}% of its yearly mean per year`
            : `${f.field} output shrinks ${Math.abs(f.growth as number)}% of its yearly mean per year`,
        timeline: `${thisYear} forecast from ${fromYear}\u2013${toYear}`,
        investment: null,
      })),
      facultyRecruitment: growing.slice(0, 3).map((f) => {
        const dept = Object.values(ANALYTICS_DEPARTMENT_FILTERS).find((d) => works.some((w) => w.field === f.field && w.fieldId !== null && d.openAlexFields.includes(w.fieldId)));
        return {
          department: dept?.name ?? f.field,
          priority: (f.growth as number) > 20 ? ('high' as const) : (f.growth as number) > 5 ? ('medium' as const) : ('low' as const),
          suggestedHires: null,
          expertise: [...new Set(works.filter((w) => w.field === f.field).flatMap((w) => w.topics.slice(0, 1).map((t) => t.name)))].slice(0, 3),
          impact: `Suggestion from the forecast: ${f.forecast ? `${f.forecast.papers} papers expected in ${f.forecast.year} (95% interval ${f.forecast.low}\u2013${f.forecast.high})` : 'no forecast'}`,
          suggestion: true as const,
        };
      }),
      collaborationOpportunities,
      sources: { history: OPENALEX_WORKS, suggestedHires: NO_DATA_SOURCE, potentialGrants: NO_DATA_SOURCE, investment: NO_DATA_SOURCE },
    };
  }

  /** Peers: OpenAlex institutions of the same country and type, most works first, with the institution itself. */
  async benchmarks(institutionId: string): Promise<AnalyticsBenchmarks | null> {
    const ctx = await this.context(institutionId);
    if (!ctx) return null;
    const s = ctx.state.source;
    const filters = [s.countryCode ? `country_code:${s.countryCode}` : null, s.institutionType ? `type:${s.institutionType}` : null].filter((f): f is string => f !== null);
    const [peers, self] = await Promise.all([
      filters.length ? this.openAlex.institutions({ filters, sort: 'works_count:desc', perPage: 10 }) : Promise.resolve([]),
      this.openAlex.institution({ openAlexId: s.openAlexId }),
    ]);
    const rows = [...(self ? [self] : []), ...peers.filter((p) => p.id.replace(/^https?:\/\/openalex\.org\//, '') !== s.openAlexId)].map((i) => ({
      openAlexId: i.id.replace(/^https?:\/\/openalex\.org\//, ''),
      name: i.display_name,
      countryCode: i.country_code ?? null,
      type: i.type ?? null,
      worksCount: i.works_count ?? null,
      citedByCount: i.cited_by_count ?? null,
      hIndex: i.summary_stats?.h_index ?? null,
      i10Index: i.summary_stats?.i10_index ?? null,
      twoYearMeanCitedness: i.summary_stats?.['2yr_mean_citedness'] ?? null,
      self: i.id.endsWith(`/${s.openAlexId}`) || i.id === s.openAlexId,
    }));
    rows.sort((a, b) => (b.worksCount ?? 0) - (a.worksCount ?? 0));
    return { countryCode: s.countryCode, type: s.institutionType, rows, sources: { rows: 'OpenAlex institutions (works_count, cited_by_count, summary_stats)' } };
  }
}

export type { Window };
