import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../shared/domain/domain-error';
import { ACCESS_LEVEL, type AccessLevel } from './access.decorators';
import { HTTP_ERRORS } from './http-errors';

interface SessionUser {
  isActive: boolean;
  isAdmin: boolean;
}

/** The global guard: routes are for signed-in members unless marked @Public() or @AdminOnly(). */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const level =
      this.reflector.getAllAndOverride<AccessLevel>(ACCESS_LEVEL, [context.getHandler(), context.getClass()]) ??
      'member';
    if (level === 'public') return true;
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (!user?.isActive) throw new UnauthorizedException('Unauthorized');
    if (level === 'admin' && !user.isAdmin)
      throw new DomainError(HTTP_ERRORS.ADMIN_REQUIRED, 'Admin privileges required');
    return true;
  }
}
