import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Course, CourseDetail, CourseSummary, ExternalCourse } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { ArchiveCourseCommand } from './archiving-course/archive-course.command.js';
import { CompleteModuleCommand } from './completing-module/complete-module.command.js';
import { CourseCommands } from './course-commands.js';
import { CourseSummaryQuery, CoursesQuery } from './courses-of-institution/courses.query.js';
import { CreateAiCourseCommand } from './creating-course/create-ai-course.command.js';
import { CreateAiCourseDto } from './creating-course/create-ai-course.dto.js';
import { SaveModuleCommand } from './editing-module/save-module.command.js';
import { SaveModuleDto } from './editing-module/save-module.dto.js';
import { EnrolCommand } from './enrolling-student/enrol.command.js';
import { InstitutionAccess, ScrapedCoursesQuery } from './ports.js';
import { PublishCourseCommand } from './publishing-course/publish-course.command.js';
import { RemoveModuleCommand } from './removing-module/remove-module.command.js';

/**
 * Learning management (spec inst §2, §7 /api/courses): the caller's institution's courses, members
 * only; another institution's course, or another instructor's draft, is 404.
 */
@Controller('api/courses')
export class CoursesController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(InstitutionAccess) private readonly access: InstitutionAccess,
    @Inject(CourseCommands) private readonly courses: CourseCommands,
  ) {}

  @SignedIn()
  @Get()
  @Answers('Course[]')
  async list(@CurrentUser() user: SessionUser): Promise<Course[]> {
    return this.queryBus.execute(new CoursesQuery(await this.access.memberOf(user)));
  }

  @SignedIn()
  @Get('summary')
  @Answers('CourseSummary')
  async summary(@CurrentUser() user: SessionUser): Promise<CourseSummary> {
    return this.queryBus.execute(new CourseSummaryQuery(await this.access.memberOf(user)));
  }

  /** Courses at other universities, as the admin console's crawler found them: never this institution's. */
  @SignedIn()
  @Get('elsewhere')
  @Answers('ExternalCourse[]')
  async elsewhere(@CurrentUser() user: SessionUser): Promise<ExternalCourse[]> {
    await this.access.memberOf(user);
    return this.queryBus.execute(new ScrapedCoursesQuery());
  }

  @SignedIn()
  @Post('create-ai')
  @Answers('CourseDetail')
  @HttpCode(HttpStatus.CREATED)
  async createAi(@Body() body: CreateAiCourseDto, @CurrentUser() user: SessionUser): Promise<CourseDetail> {
    return this.commandBus.execute(new CreateAiCourseCommand(await this.access.memberOf(user), user.name, body));
  }

  @SignedIn()
  @Get(':courseId')
  @Answers('CourseDetail')
  async course(@Param('courseId') courseId: string, @CurrentUser() user: SessionUser): Promise<CourseDetail> {
    return this.courses.visible(await this.access.memberOf(user), courseId);
  }

  @SignedIn()
  @Put(':courseId/modules/:moduleId')
  @Answers('CourseDetail')
  async saveModule(
    @Param('courseId') courseId: string,
    @Param('moduleId') moduleId: string,
    @Body() body: SaveModuleDto,
    @CurrentUser() user: SessionUser,
  ): Promise<CourseDetail> {
    return this.commandBus.execute(new SaveModuleCommand(await this.access.memberOf(user), courseId, moduleId, body));
  }

  @SignedIn()
  @Delete(':courseId/modules/:moduleId')
  @Answers('CourseDetail')
  async removeModule(@Param('courseId') courseId: string, @Param('moduleId') moduleId: string, @CurrentUser() user: SessionUser): Promise<CourseDetail> {
    return this.commandBus.execute(new RemoveModuleCommand(await this.access.memberOf(user), courseId, moduleId));
  }

  @SignedIn()
  @Post(':courseId/modules/:moduleId/complete')
  @Answers('CourseDetail')
  @HttpCode(HttpStatus.OK)
  async completeModule(@Param('courseId') courseId: string, @Param('moduleId') moduleId: string, @CurrentUser() user: SessionUser): Promise<CourseDetail> {
    return this.commandBus.execute(new CompleteModuleCommand(await this.access.memberOf(user), courseId, moduleId));
  }

  @SignedIn()
  @Post(':courseId/publish')
  @Answers('CourseDetail')
  @HttpCode(HttpStatus.OK)
  async publish(@Param('courseId') courseId: string, @CurrentUser() user: SessionUser): Promise<CourseDetail> {
    return this.commandBus.execute(new PublishCourseCommand(await this.access.memberOf(user), courseId));
  }

  @SignedIn()
  @Post(':courseId/archive')
  @Answers('CourseDetail')
  @HttpCode(HttpStatus.OK)
  async archive(@Param('courseId') courseId: string, @CurrentUser() user: SessionUser): Promise<CourseDetail> {
    return this.commandBus.execute(new ArchiveCourseCommand(await this.access.memberOf(user), courseId));
  }

  @SignedIn()
  @Post(':courseId/enrol')
  @Answers('CourseDetail')
  @HttpCode(HttpStatus.OK)
  async enrol(@Param('courseId') courseId: string, @CurrentUser() user: SessionUser): Promise<CourseDetail> {
    return this.commandBus.execute(new EnrolCommand(await this.access.memberOf(user), courseId));
  }
}
