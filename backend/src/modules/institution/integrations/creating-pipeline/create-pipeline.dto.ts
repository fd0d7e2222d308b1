import { PIPELINE_SCHEDULES, PIPELINE_SOURCES, type PipelineSchedule, type PipelineSource } from '@scholarlens/contracts';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

/** Body of POST /api/integrations/pipelines. */
export class CreatePipelineDto {
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name!: string;

  @IsIn(PIPELINE_SOURCES, { message: `source must be one of ${PIPELINE_SOURCES.join(', ')}` })
  source!: PipelineSource;

  @IsUUID('all', { message: 'integrationId must be the id of a connected integration' })
  integrationId!: string;

  @IsIn(PIPELINE_SCHEDULES, { message: `schedule must be one of ${PIPELINE_SCHEDULES.join(', ')}` })
  schedule!: PipelineSchedule;
}
