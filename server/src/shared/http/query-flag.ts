import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';

/** `1` or `true` is yes; anything else, or no value, is no (links and forms write both). */
export function isQueryFlagSet(value: unknown): boolean {
  return value === '1' || value === 'true';
}

// Read from the raw query: the global ValidationPipe would turn a Boolean-typed `@Query` of '1' into false.
const rawFlag = createParamDecorator((name: string, context: ExecutionContext): boolean =>
  isQueryFlagSet(context.switchToHttp().getRequest<Request>().query[name]),
);

/** A yes/no query parameter, e.g. `?validate=1`, as a boolean route argument; optional in the contract. */
export const QueryFlag =
  (name: string): ParameterDecorator =>
  (target, method, index) => {
    rawFlag(name)(target, method, index);
    const descriptor = Object.getOwnPropertyDescriptor(target, method!)!;
    ApiQuery({ name, required: false, enum: [1, 'true'], description: '1 or true: yes' })(
      target,
      method!,
      descriptor,
    );
  };
