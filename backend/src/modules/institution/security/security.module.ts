/**
 * Security management (docs/ARCHITECTURE.md §15, issue #31): the institution's security
 * configuration (stream `security-<institutionId>`), its effects on members' requests (the
 * enforcement interceptor), the status and score, and the audit log read from the event log, all
 * replayable to any past moment.
 */
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { InstitutionsModule } from '../institutions/institutions.module.js';
import { AuditLogHandler } from './audit-log/audit-log.query.js';
import { AuditLogReader } from './audit-log/audit-log-reader.js';
import { ChangeSecurityHandler } from './changing-configuration/change-security.handler.js';
import { ActiveSessions } from './enforcing/active-sessions.js';
import { DataKeys } from './encrypting-content/data-keys.js';
import { InstitutionSealer } from './encrypting-content/institution-sealer.js';
import { SecurityEnforcementInterceptor } from './enforcing/security-enforcement.interceptor.js';
import { SecurityRecorder } from './enforcing/security-recorder.js';
import { SecuritySignInCheck } from './enforcing/sign-in-check.js';
import { SecurityController } from './security.controller.js';
import { SecurityConfigHandler } from './security-config/security-config.query.js';
import { SecurityConfigs } from './security-config/security-configs.js';
import { SecurityStatusHandler } from './security-status/security-status.query.js';
import { SessionsSeenSinceHandler } from './security-status/sessions-seen.query.js';

@Module({
  imports: [InstitutionsModule],
  controllers: [SecurityController],
  providers: [
    SecurityConfigs,
    SecurityRecorder,
    AuditLogReader,
    ActiveSessions,
    DataKeys,
    InstitutionSealer,
    ChangeSecurityHandler,
    SecurityConfigHandler,
    SecurityStatusHandler,
    SessionsSeenSinceHandler,
    AuditLogHandler,
    SecuritySignInCheck,
    { provide: APP_INTERCEPTOR, useClass: SecurityEnforcementInterceptor },
  ],
  exports: [SecurityRecorder],
})
export class SecurityModule {}
