import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { BookmarkEntry, CitationExportResponse, Note } from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { Answers } from '../../../platform/http/answers.js';
import { AddNoteCommand } from './adding-note/add-note.command.js';
import { AddNoteDto } from './adding-note/add-note.dto.js';
import { DeleteNoteCommand } from './deleting-note/delete-note.command.js';
import { EditNoteCommand } from './editing-note/edit-note.command.js';
import { EditNoteDto } from './editing-note/edit-note.dto.js';
import { ExportCitationCommand } from './exporting-citation/export-citation.command.js';
import { ExportCitationDto } from './exporting-citation/export-citation.dto.js';
import { NotesByPaperQuery } from './notes-by-paper/notes-by-paper.query.js';
import { paperIdFromKey } from './ports.js';
import { SyncedBookmarksQuery } from './synced-bookmarks/synced-bookmarks.query.js';
import { bookmarkEntriesOf, bookmarkPaperId } from './syncing-bookmarks/bookmark-entries.js';
import { SyncBookmarksCommand } from './syncing-bookmarks/sync-bookmarks.command.js';
import { MergeBookmarksDto } from './syncing-bookmarks/sync-bookmarks.dto.js';
import { assertSyncEntitled } from './syncing-bookmarks/sync-entitlement.js';

/** Private notes, citation export and synced bookmarks (spec core §2, §6, §7): signed-in users, each seeing only their own. */
@Controller('api')
export class LibraryController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  @SignedIn()
  @Get('papers/:id/notes')
  @Answers('Note[]')
  listNotes(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<Note[]> {
    return this.queryBus.execute(new NotesByPaperQuery(user.id, paperIdFromKey(id) ?? id));
  }

  @SignedIn()
  @Post('papers/:id/notes')
  @Answers('Note')
  @HttpCode(HttpStatus.CREATED)
  addNote(@Param('id') id: string, @Body() body: AddNoteDto, @CurrentUser() user: SessionUser): Promise<Note> {
    return this.commandBus.execute(new AddNoteCommand(id, user.id, body.content));
  }

  @SignedIn()
  @Put('notes/:noteId')
  @Answers('Note')
  editNote(@Param('noteId') noteId: string, @Body() body: EditNoteDto, @CurrentUser() user: SessionUser): Promise<Note> {
    return this.commandBus.execute(new EditNoteCommand(noteId, user.id, body.content));
  }

  @SignedIn()
  @Delete('notes/:noteId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async deleteNote(@Param('noteId') noteId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new DeleteNoteCommand(noteId, user.id));
  }

  /** A Pro user's synced bookmarks, newest first (403 below Pro: they stay in the browser). */
  @SignedIn()
  @Get('library/bookmarks')
  @Answers('BookmarkEntry[]')
  async bookmarks(@CurrentUser() user: SessionUser): Promise<BookmarkEntry[]> {
    await assertSyncEntitled(this.queryBus, user.id);
    return this.queryBus.execute(new SyncedBookmarksQuery(user.id));
  }

  /** The browser's bookmarks (either stored shape) merged into the synced ones; answers the merged list. */
  @SignedIn()
  @Post('library/bookmarks/merge')
  @Answers('BookmarkEntry[]')
  @HttpCode(HttpStatus.OK)
  mergeBookmarks(@Body() body: MergeBookmarksDto, @CurrentUser() user: SessionUser): Promise<BookmarkEntry[]> {
    return this.commandBus.execute(new SyncBookmarksCommand(user.id, { type: 'SaveBookmarks', data: { entries: bookmarkEntriesOf(body.bookmarks) } }));
  }

  @SignedIn()
  @Put('library/bookmarks/:paperId')
  @Answers('BookmarkEntry[]')
  addBookmark(@Param('paperId') paperId: string, @CurrentUser() user: SessionUser): Promise<BookmarkEntry[]> {
    const entry = { paperId: bookmarkPaperId(paperId, 'paperId'), addedAt: Date.now() };
    return this.commandBus.execute(new SyncBookmarksCommand(user.id, { type: 'SaveBookmarks', data: { entries: [entry] } }));
  }

  @SignedIn()
  @Delete('library/bookmarks/:paperId')
  @Answers('BookmarkEntry[]')
  removeBookmark(@Param('paperId') paperId: string, @CurrentUser() user: SessionUser): Promise<BookmarkEntry[]> {
    return this.commandBus.execute(new SyncBookmarksCommand(user.id, { type: 'RemoveBookmark', data: { paperId: bookmarkPaperId(paperId, 'paperId'), at: Date.now() } }));
  }

  /** Records one citation export (Pro and above) and answers the paper as CSL-JSON for the browser to format. */
  @SignedIn()
  @Post('papers/:id/citation-export')
  @Answers('CitationExportResponse')
  @HttpCode(HttpStatus.OK)
  exportCitation(@Param('id') id: string, @Body() _body: ExportCitationDto, @CurrentUser() user: SessionUser): Promise<CitationExportResponse> {
    return this.commandBus.execute(new ExportCitationCommand(id, user.id));
  }
}
