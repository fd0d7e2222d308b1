import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Public } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { ResearchTrendsQuery, type TrendsAnswer } from './research-trends/research-trends.query.js';

/** Research intelligence (spec inst §2 /research-trends, §7): trends computed from the catalog. */
@Controller('api/research-intelligence')
export class ResearchController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /**
   * {emergingTopics: [{topic, growthRate, papers, keyWords, kind, previousPapers}],
   *  researchGaps: [{area, opportunityLevel, description, papers, previousPapers, growthRate}],
   *  crossDisciplinaryConnections: [{domains, connectionStrength, potentialImpact, previousPapers, growthRate}],
   *  window, papersAnalyzed, computedAt}
   */
  @Public()
  @Get('trends')
  @Answers('ResearchTrendsResponse')
  trends(): Promise<TrendsAnswer> {
    return this.queryBus.execute(new ResearchTrendsQuery());
  }
}
