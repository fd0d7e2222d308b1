import { IsOptional, Matches } from 'class-validator';

/** Query of GET …/stream: `after` resumes after that message's seq (-1: from the first); the Last-Event-ID header wins when sent. */
export class ChatStreamDto {
  @IsOptional()
  @Matches(/^(-1|\d{1,9})$/, { message: 'after must be a message seq (an integer, -1 for the first message on)' })
  after?: string;
}

/** Last-Event-ID as EventSource sends it back: a seq this server wrote. */
export const LAST_EVENT_ID = /^\d{1,9}$/;
