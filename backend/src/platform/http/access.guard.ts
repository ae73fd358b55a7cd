import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../shared/domain/domain-error';
import type { SignedInUser } from '../../shared/domain/signed-in-user';
import { ACCESS_LEVEL, type AccessLevel } from './access.decorators';
import { HTTP_ERRORS } from './http-errors';
import { SECOND_FACTOR_CHECK, type SecondFactorCheck } from './second-factor-check';

/**
 * The global guard: routes are for signed-in members unless marked @Public(), @SubscribersOnly() or @AdminOnly(). A
 * members-only route needs the membership identity decided when it loaded the user (D20: an active subscription, or
 * an administrator), the same answer `GET /api/user` gives the interface. An admin route also
 * needs the admin to have a second factor (D19): without one, 403 `SECOND_FACTOR_REQUIRED`, which the admin pages
 * turn into the set-up page. Setting one up and signing out are member and public routes, so they stay open.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private secondFactors: SecondFactorCheck | null = null;

  constructor(
    private readonly reflector: Reflector,
    private readonly modules: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level =
      this.reflector.getAllAndOverride<AccessLevel>(ACCESS_LEVEL, [context.getHandler(), context.getClass()]) ??
      'member';
    if (level === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().user as SignedInUser | undefined;
    if (!user?.isActive) throw new UnauthorizedException('Unauthorized');
    if (level === 'subscriber' && !user.membership.membersOnlyPages) throw subscriptionRequired();
    if (level !== 'admin') return true;
    if (!user.isAdmin) throw new DomainError(HTTP_ERRORS.ADMIN_REQUIRED, 'Admin privileges required');
    // Deny by default: an app without the check (no module provides it) opens no admin route.
    if (!(await this.secondFactorCheck()?.hasSecondFactor(user.id)))
      throw new DomainError(
        HTTP_ERRORS.SECOND_FACTOR_REQUIRED,
        'Set up two-factor sign-in to use the admin console: administrators need a second factor.',
      );
    return true;
  }

  /** Looked up once, at the first admin call: the module providing it is built after the platform. */
  private secondFactorCheck(): SecondFactorCheck | null {
    if (this.secondFactors) return this.secondFactors;
    try {
      this.secondFactors = this.modules.get<SecondFactorCheck>(SECOND_FACTOR_CHECK, { strict: false });
    } catch {
      return null;
    }
    return this.secondFactors;
  }
}

const subscriptionRequired = () =>
  new DomainError(
    HTTP_ERRORS.SUBSCRIPTION_REQUIRED,
    'This is for members with an active subscription. Subscribe to a membership plan to use it.',
  );
