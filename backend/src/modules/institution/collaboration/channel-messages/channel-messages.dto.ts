import { IsOptional, Matches } from 'class-validator';

/** Query of GET …/messages (strings, as query parameters are): `before` is the X-Next-Cursor of the previous page. */
export class MessagesPageDto {
  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: 'before must be a message cursor (the X-Next-Cursor of the previous page)' })
  before?: string;

  @IsOptional()
  @Matches(/^(100|[1-9][0-9]|[1-9])$/, { message: 'limit must be an integer from 1 to 100' })
  limit?: string;
}
