import { applyDecorators, HttpCode, Post } from '@nestjs/common';

/**
 * A POST that acts on what already exists (log in, refund, change a password) and answers 200;
 * a POST that creates something keeps Nest's 201.
 */
export const PostAction = (path: string): MethodDecorator => applyDecorators(Post(path), HttpCode(200));
