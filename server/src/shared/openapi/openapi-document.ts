import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_SESSION_COOKIE, MEMBER_SESSION_COOKIE } from '../http/sessions';

/**
 * The API contract, built from the controllers, request DTOs and response classes (described by the
 * @nestjs/swagger compiler plugin in server/scripts/build.mjs). The web and admin types are generated
 * from it (npm run api:types), so a change of shape shows up as a type error in the apps.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kindred API')
    .setDescription(
      'The member app and admin console API. Errors answer {error, message}; writes need the X-Requested-With header (CSRF).',
    )
    .setVersion('1')
    .addCookieAuth(MEMBER_SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, 'member')
    .addCookieAuth(ADMIN_SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, 'admin')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}

/** GET /api/openapi.json (the document) and /api/docs (a browsable reference). */
export function serveOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
    customSiteTitle: 'Kindred API',
  });
}
