/** The @nestjs/swagger plugin's options: which files hold described classes, and reading doc comments. */
export const OPENAPI_PLUGIN_OPTIONS = {
  dtoFileNameSuffix: ['.dto.ts', '.response.ts'],
  controllerFileNameSuffix: ['.controller.ts'],
  classValidatorShim: true,
  introspectComments: true,
};
