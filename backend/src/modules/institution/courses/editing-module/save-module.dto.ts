import { COURSE_LIMITS } from '@scholarlens/contracts';
import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength } from 'class-validator';

/** Body of PUT /api/courses/:courseId/modules/:moduleId: the whole module, its reading list in order. */
export class SaveModuleDto {
  @IsString()
  @Matches(/\S/, { message: 'title must not be blank' })
  @MaxLength(COURSE_LIMITS.titleMaxLength)
  title: string;

  @IsArray()
  @ArrayMaxSize(COURSE_LIMITS.maxObjectives)
  @IsString({ each: true })
  @MaxLength(COURSE_LIMITS.textMaxLength, { each: true })
  objectives: string[];

  @IsString()
  @MaxLength(COURSE_LIMITS.textMaxLength)
  assignment: string;

  @IsArray()
  @ArrayMaxSize(COURSE_LIMITS.maxReadings)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  paperIds: string[];
}
