import { COURSE_LIMITS, COURSE_MESSAGES, COURSE_SEMESTERS, type CourseSemester } from '@scholarlens/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';

/** Body of POST /api/courses/create-ai (spec inst §3, §5). */
export class CreateAiCourseDto {
  @IsString({ message: COURSE_MESSAGES.titleRequired })
  @Matches(/\S/, { message: COURSE_MESSAGES.titleRequired })
  @MaxLength(COURSE_LIMITS.titleMaxLength)
  title: string;

  @IsOptional()
  @IsString()
  @MaxLength(COURSE_LIMITS.textMaxLength)
  description?: string;

  @IsString({ message: COURSE_MESSAGES.courseCodeRequired })
  @Matches(/\S/, { message: COURSE_MESSAGES.courseCodeRequired })
  @MaxLength(COURSE_LIMITS.codeMaxLength)
  courseCode: string;

  @IsOptional()
  @IsIn(COURSE_SEMESTERS)
  semester?: CourseSemester;

  @IsInt()
  @Min(COURSE_LIMITS.minYear)
  @Max(COURSE_LIMITS.maxYear)
  year: number;

  /** The caller's institution; another one's is 404. */
  @IsOptional()
  @IsUUID()
  institutionId?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(COURSE_LIMITS.maxResearchPapers)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  researchPapers?: string[];
}
