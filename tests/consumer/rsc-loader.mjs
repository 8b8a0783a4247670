/**
 * Node module hook for tests/consumer/run.mjs: imports a package the way a React Server Component
 * bundler (Next.js App Router) sees it. A module whose directive prologue holds 'use client' is not
 * run; it becomes a module of client references (one per export), as the bundler replaces it.
 * Used with `node --conditions=react-server`, so `react` is React's server build.
 */
const directive = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:(['"])use strict\1;?\s*)?(['"])use client\2/;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module' || !url.startsWith('file:')) return result;
  const source = String(result.source);
  if (!directive.test(source)) return result;
  const names = new Set();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const spec of match[1].split(','))
      if (spec.trim())
        names.add(
          spec
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        );
  }
  for (const match of source.matchAll(/export\s+(?:const|let|var|function|class)\s+([\w$]+)/g))
    names.add(match[1]);
  const exportOf = (name) =>
    name === 'default'
      ? 'export default reference("default");'
      : `export const ${name} = reference(${JSON.stringify(name)});`;
  return {
    format: 'module',
    shortCircuit: true,
    source: [
      `const reference = (name) => Object.defineProperties(() => { throw new Error(name + ' is a client reference'); }, {`,
      `  $$typeof: { value: Symbol.for('react.client.reference') },`,
      `  $$id: { value: ${JSON.stringify(url)} + '#' + name },`,
      `});`,
      ...[...names].map(exportOf),
    ].join('\n'),
  };
}
