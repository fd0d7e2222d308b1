import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ALERT_MESSAGES,
  type AlertInbox,
  type AlertMailAnswer,
  SEARCH_ALERT_LIMITS,
  type SearchAlert,
  type SearchAlertsAnswer,
  planOf,
} from '@scholarlens/contracts';
import { CurrentUser, type SessionUser, SignedIn } from '../../../platform/auth/access.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { Answers } from '../../../platform/http/answers.js';
import { Mailer } from '../../../platform/mail/mailer.js';
import { AlertInboxQuery, SearchAlertsOfUserQuery } from './alerts-by-user/search-alerts.query.js';
import { ChangeAlertDto } from './editing-alerts/change-alert.dto.js';
import { EditAlertsCommand } from './editing-alerts/edit-alerts.command.js';
import { UserByIdQuery } from './ports.js';
import { SaveAlertCommand } from './saving-alert/save-alert.command.js';
import { SaveAlertDto } from './saving-alert/save-alert.dto.js';

/** Search alerts (issue #38): each signed-in user's own alerts, the bell's inbox, and the mail kept for them. */
@Controller('api/alerts')
export class AlertsController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  /** The caller's alerts and their plan's limit (-1 unlimited, 0: alerts come with Pro). */
  @SignedIn()
  @Get()
  @Answers('SearchAlertsAnswer')
  async list(@CurrentUser() user: SessionUser): Promise<SearchAlertsAnswer> {
    const [alerts, account] = await Promise.all([this.queryBus.execute(new SearchAlertsOfUserQuery(user.id)), this.queryBus.execute(new UserByIdQuery(user.id))]);
    return { alerts, limit: SEARCH_ALERT_LIMITS[planOf(account?.plan)] };
  }

  /** Saves a search as an alert: 403 on the free plan, and past the plan's limit (naming it). */
  @SignedIn()
  @Post()
  @Answers('SearchAlert')
  @HttpCode(HttpStatus.CREATED)
  save(@Body() body: SaveAlertDto, @CurrentUser() user: SessionUser): Promise<SearchAlert> {
    return this.commandBus.execute(new SaveAlertCommand(user.id, body.query, body.category ?? null, body.frequency));
  }

  @SignedIn()
  @Patch(':alertId')
  @Answers('SearchAlert')
  async change(@Param('alertId') alertId: string, @Body() body: ChangeAlertDto, @CurrentUser() user: SessionUser): Promise<SearchAlert> {
    await this.commandBus.execute(new EditAlertsCommand(user.id, { type: 'ChangeFrequency', data: { alertId, frequency: body.frequency, at: new Date().toISOString() } }));
    const alert = (await this.queryBus.execute(new SearchAlertsOfUserQuery(user.id))).find((a) => a.id === alertId);
    if (!alert) throw new DomainError('not-found', ALERT_MESSAGES.notFound);
    return alert;
  }

  @SignedIn()
  @Delete(':alertId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('alertId') alertId: string, @CurrentUser() user: SessionUser): Promise<void> {
    await this.commandBus.execute(new EditAlertsCommand(user.id, { type: 'DeleteAlert', data: { alertId, at: new Date().toISOString() } }));
  }

  /** The bell: newest matches first, and how many arrived since the caller last opened it. */
  @SignedIn()
  @Get('inbox')
  @Answers('AlertInbox')
  inbox(@CurrentUser() user: SessionUser): Promise<AlertInbox> {
    return this.queryBus.execute(new AlertInboxQuery(user.id));
  }

  /** The caller opened the bell: everything matched so far is read. */
  @SignedIn()
  @Post('inbox/seen')
  @Answers('AlertInbox')
  @HttpCode(HttpStatus.OK)
  async seen(@CurrentUser() user: SessionUser): Promise<AlertInbox> {
    await this.commandBus.execute(new EditAlertsCommand(user.id, { type: 'MarkSeen', data: { at: new Date().toISOString() } }));
    return this.queryBus.execute(new AlertInboxQuery(user.id));
  }

  /** Whether digests are mailed (SMTP_URL); when not, the messages kept for the caller's address. */
  @SignedIn()
  @Get('mail')
  @Answers('AlertMailAnswer')
  async mail(@CurrentUser() user: SessionUser): Promise<AlertMailAnswer> {
    const account = await this.queryBus.execute(new UserByIdQuery(user.id));
    return { sending: this.mailer.sending, outbox: account?.email ? await this.mailer.kept(account.email) : [] };
  }
}
