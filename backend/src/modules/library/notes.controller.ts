import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Note } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../platform/auth/access.js';
import { AddNoteCommand } from './adding-note/add-note.command.js';
import { NoteDto } from './adding-note/add-note.dto.js';
import { DeleteNoteCommand } from './deleting-note/delete-note.command.js';
import { EditNoteCommand } from './editing-note/edit-note.command.js';
import { NotesByPaperQuery } from './notes-by-paper/notes-by-paper.query.js';
import { paperIdFromKey } from './ports.js';

/** Private notes (spec core §2, §7): signed-in users, each seeing only their own. */
@Controller('api')
export class NotesController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @SignedIn()
  @Get('papers/:id/notes')
  list(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<Note[]> {
    return this.queryBus.execute(new NotesByPaperQuery(user.id, paperIdFromKey(id) ?? id));
  }

  @SignedIn()
  @Post('papers/:id/notes')
  @HttpCode(HttpStatus.CREATED)
  add(@Param('id') id: string, @Body() body: NoteDto, @CurrentUser() user: SessionUser): Promise<Note> {
    return this.commandBus.execute(new AddNoteCommand(id, user.id, body.content));
  }

  @SignedIn()
  @Put('notes/:noteId')
  edit(@Param('noteId') noteId: string, @Body() body: NoteDto, @CurrentUser() user: SessionUser): Promise<Note> {
    return this.commandBus.execute(new EditNoteCommand(noteId, user.id, body.content));
  }

  @SignedIn()
  @Delete('notes/:noteId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('noteId') noteId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new DeleteNoteCommand(noteId, user.id));
  }
}
