import { AddNoteDto } from '../adding-note/add-note.dto.js';

/** Body of PUT /api/notes/:noteId: the same rules as a new note's content. */
export class EditNoteDto extends AddNoteDto {}
