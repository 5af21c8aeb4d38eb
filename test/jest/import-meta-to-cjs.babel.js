/**
 * NestJS 12 ships as ESM; Jest on Node 20 cannot require ESM, so node_modules ESM is compiled to
 * CommonJS for tests. This rewrites `import.meta` without touching `require` (some modules declare
 * their own `const require = createRequire(import.meta.url)`).
 */
module.exports = function importMetaToCjs({ types: t }) {
  return {
    visitor: {
      MetaProperty(path) {
        if (path.node.meta.name !== 'import' || path.node.property.name !== 'meta') return;
        const parent = path.parentPath;
        if (!parent.isMemberExpression()) return;
        const name = parent.node.property.name;
        if (name === 'url') {
          parent.replaceWith(t.binaryExpression('+', t.stringLiteral('file://'), t.identifier('__filename')));
        } else if (name === 'filename') {
          parent.replaceWith(t.identifier('__filename'));
        } else if (name === 'dirname') {
          parent.replaceWith(t.identifier('__dirname'));
        }
      },
    },
  };
};
