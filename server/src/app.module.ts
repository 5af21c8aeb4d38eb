import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminModule } from './admin/admin.module';
import { BillingModule } from './billing/billing.module';
import { ComplianceModule } from './compliance/compliance.module';
import { IdentityModule } from './identity/identity.module';
import { MatchingModule } from './matching/matching.module';
import { MessagingModule } from './messaging/messaging.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ProfilesModule } from './profiles/profiles.module';
import { AuditModule } from './shared/audit/audit.module';
import { AppConfigModule } from './shared/config/app-config.module';
import { ClockModule } from './shared/clock/clock.module';
import { DatabaseModule } from './shared/database/database.module';
import { ApiExceptionFilter } from './shared/errors/api-exception.filter';
import { HealthModule } from './shared/health/health.module';
import { CsrfGuard } from './shared/http/csrf.guard';
import { RequestBodyGuard } from './shared/http/request-body.guard';
import { SharedHttpModule } from './shared/http/shared-http.module';
import { createValidationPipe } from './shared/http/validation.pipe';
import { MailModule } from './shared/mail/mail.module';
import { OutboxModule } from './shared/outbox/outbox.module';
import { QueuesModule } from './shared/queues/queues.module';
import { RedisModule } from './shared/redis/redis.module';
import { SiteModule } from './site/site.module';
import { ViewsModule } from './views/views.module';

@Module({
  imports: [
    AppConfigModule,
    ClockModule,
    DatabaseModule,
    RedisModule,
    QueuesModule,
    SharedHttpModule,
    CqrsModule.forRoot(),
    ScheduleModule.forRoot(),
    OutboxModule,
    AuditModule,
    MailModule,
    HealthModule,
    // First of the feature modules: Express tries routes in order, and user.php is the hottest call.
    ViewsModule,
    SiteModule,
    IdentityModule,
    ProfilesModule,
    MatchingModule,
    MessagingModule,
    BillingModule,
    NotificationsModule,
    ComplianceModule,
    AdminModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: RequestBodyGuard },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
})
export class AppModule {}
