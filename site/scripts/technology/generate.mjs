// node site/scripts/technology/generate.mjs — writes the technology page's marks to public/media/technology/.
//
// Brand marks come from simple-icons (CC0; https://simpleicons.org), one 24×24 path each. "AI" and "ML" are
// fields, not brands: they get Lucide's sparkles and brain-circuit line icons (ISC). The page draws each file as
// a CSS mask filled with the theme's accent colour, so the files only need their shape (their own colour is
// ignored) and no script is shipped for them. The output is committed; re-run this after changing the list.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as simpleIcons from 'simple-icons';

const outDir = join(import.meta.dirname, '../../public/media/technology');

/** File name → simple-icons export. Keep in step with the `icon` keys in src/content/technology.ts. */
const brands = {
  react: 'siReact',
  angular: 'siAngular',
  vue: 'siVuedotjs',
  flask: 'siFlask',
  django: 'siDjango',
  python: 'siPython',
  html5: 'siHtml5',
  css: 'siCss',
  javascript: 'siJavascript',
  typescript: 'siTypescript',
  flutter: 'siFlutter',
  nodejs: 'siNodedotjs',
  express: 'siExpress',
  php: 'siPhp',
  laravel: 'siLaravel',
  spring: 'siSpring',
  mongodb: 'siMongodb',
  mysql: 'siMysql',
  postgresql: 'siPostgresql',
  redis: 'siRedis',
  firebase: 'siFirebase',
  tensorflow: 'siTensorflow',
  pytorch: 'siPytorch',
  scikitlearn: 'siScikitlearn',
  git: 'siGit',
  github: 'siGithub',
  gitlab: 'siGitlab',
  bitbucket: 'siBitbucket',
};

/** File name → Lucide icon module (line icons: 24×24, 2 px strokes). */
const lines = { ai: 'sparkles', ml: 'brain-circuit' };

const files = {};
for (const [name, key] of Object.entries(brands)) {
  const icon = simpleIcons[key];
  if (!icon) throw new Error(`simple-icons has no ${key}`);
  files[name] =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>${icon.title}</title>` +
    `<path d="${icon.path}"/></svg>\n`;
}
for (const [name, module] of Object.entries(lines)) {
  const { __iconData: data } = await import(`lucide-react/dist/esm/icons/${module}.mjs`);
  if (!data?.node) throw new Error(`lucide-react has no icon data for ${module}`);
  const children = data.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${value === 'currentColor' ? '#000' : value}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
  files[name] =
    `<!-- ${module} from Lucide (https://lucide.dev), ISC License: https://lucide.dev/license -->\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" ` +
    `stroke-linecap="round" stroke-linejoin="round">${children}</svg>\n`;
}

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) rmSync(join(outDir, file));
for (const [name, svg] of Object.entries(files)) writeFileSync(join(outDir, `${name}.svg`), svg);
console.log(`wrote ${Object.keys(files).length} marks to ${outDir}`);
