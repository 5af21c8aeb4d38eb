import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

/** What the route declares under a metadata key, else what its controller declares. */
export type RouteDeclarations = <T>(key: string) => T | undefined;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS: a request that only reads. */
export const isSafeMethod = (request: Request): boolean => SAFE_METHODS.has(request.method);

/**
 * An app-wide guard of the HTTP routes: it decides from the request and what its route declares.
 * Other contexts (the socket gateway) pass.
 */
@Injectable()
export abstract class HttpRouteGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    return this.check(context.switchToHttp().getRequest<Request>(), (key) =>
      this.reflector.getAllAndOverride(key, targets),
    );
  }

  /** True to let the request through; refuses it by throwing the answer. */
  protected abstract check(request: Request, declared: RouteDeclarations): boolean;
}
