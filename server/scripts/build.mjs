// Compiles the server like `tsc -p tsconfig.build.json`, with the @nestjs/swagger compiler plugin, which
// describes the request DTOs, response classes and controller answers in the OpenAPI document from
// their TypeScript types and class-validator rules (no hand-written @ApiProperty on every field).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { before as swaggerPlugin } from '@nestjs/swagger/plugin';
import { OPENAPI_PLUGIN_OPTIONS } from './openapi-plugin-options.mjs';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const configPath = path.join(serverDir, 'tsconfig.build.json');
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: report },
);
if (!config) process.exit(1);
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: config.options,
  projectReferences: config.projectReferences,
});
const result = program.emit(undefined, undefined, undefined, false, {
  before: [swaggerPlugin(OPENAPI_PLUGIN_OPTIONS, program)],
});
copyTemplates(path.join(serverDir, 'src'), path.join(config.options.outDir, 'server', 'src'));
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
diagnostics.forEach(report);
process.exit(
  diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) || result.emitSkipped ? 1 : 0,
);

/** Mail templates (`*.hbs`) sit beside the code that renders them: copied to the same place in dist. */
function copyTemplates(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyTemplates(source, path.join(to, entry.name));
    else if (entry.name.endsWith('.hbs')) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, path.join(to, entry.name));
    }
  }
}

function report(diagnostic) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext([diagnostic], host));
}
