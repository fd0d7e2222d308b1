import { AI_RESEARCH_TOPIC_IDS } from '@scholarlens/contracts';
import { IsIn, IsOptional } from 'class-validator';

/** Query of the assistant's topic routes: one of the spec's topics (inst §2), machine-learning when absent. */
export class TopicQueryDto {
  @IsOptional()
  @IsIn(AI_RESEARCH_TOPIC_IDS, { message: `topic must be one of ${AI_RESEARCH_TOPIC_IDS.join(', ')}` })
  topic?: string;
}
