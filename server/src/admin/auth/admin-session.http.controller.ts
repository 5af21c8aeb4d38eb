import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { ApiError } from '../../shared/errors/api-error';
import { RateLimiter } from '../../shared/http/rate-limiter';
import { AdminAccountEntity } from '../database/admin-account.entity';
import { AdminAuthGuard, AdminPublic } from './admin-auth.guard';
import { AdminLoginRequestDto } from './admin-login.request.dto';

/** A real hash to verify against when the e-mail is unknown, so timing does not reveal which admins exist. */
let dummyHash: Promise<string> | undefined;
const unknownAdminHash = () => (dummyHash ??= hash(randomBytes(32), { type: argon2id }));
/**
 * Guesses are limited per address and e-mail, and more loosely per address. Never per e-mail alone:
 * an attacker anywhere could then lock the real admin out of the console.
 */
const LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT = { name: 'admin-login-ip-email', max: 10, windowSeconds: 15 * 60 };
const LOGIN_LIMIT_PER_ADDRESS = { name: 'admin-login-ip', max: 30, windowSeconds: 15 * 60 };

@Controller('admin/api')
@UseGuards(AdminAuthGuard)
export class AdminSessionHttpController {
  constructor(
    @InjectRepository(AdminAccountEntity) private readonly admins: Repository<AdminAccountEntity>,
    private readonly rateLimiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('login')
  @HttpCode(200)
  @AdminPublic()
  async login(@Req() request: Request, @Body() body: AdminLoginRequestDto) {
    // Counted (atomic INCR) before the password is checked, so parallel guesses cannot outrun the limit.
    const ip = request.ip ?? 'unknown';
    await this.rateLimiter.consume(LOGIN_LIMIT_PER_ADDRESS, ip);
    await this.rateLimiter.consume(LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT, `${ip}:${body.email.toLowerCase()}`);
    const admin = await this.admins
      .createQueryBuilder('admin')
      .addSelect('admin.passwordHash')
      .where('admin.email = :email', { email: body.email })
      .getOne();
    const valid = await verify(admin?.passwordHash ?? (await unknownAdminHash()), body.password).catch(
      () => false,
    );
    if (!admin || !valid) throw new ApiError(401, 'invalid_credentials', 'errors.login_failed');

    await regenerate(request);
    request.session.admin = { id: admin.id, role: admin.role };
    await this.admins.update(admin.id, { lastLoginAt: this.clock.now() });
    return toAdminResponse(admin);
  }

  @Get('me')
  async me(@Req() request: Request) {
    const admin = await this.admins.findOneBy({ id: request.session.admin!.id });
    if (!admin) throw new ApiError(401, 'authentication_required', 'errors.authentication_required');
    return toAdminResponse(admin);
  }

  @Post('logout')
  @HttpCode(200)
  @AdminPublic()
  async logout(@Req() request: Request) {
    await new Promise<void>((done) => request.session.destroy(() => done()));
    return { ok: true };
  }
}

function toAdminResponse(admin: AdminAccountEntity) {
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
}

/** A new session id at login stops session fixation. */
function regenerate(request: Request): Promise<void> {
  return new Promise((done, fail) => request.session.regenerate((error) => (error ? fail(error) : done())));
}
