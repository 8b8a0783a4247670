// Course thumbnails, 640 x 400 (16:10): category label, course title and a subject illustration.
import { C, circle, g, path, rect, rng, text } from '../lib/core.mjs';
import {
  K,
  bar,
  bars,
  browser,
  donut,
  editor,
  icon,
  isoBox,
  lineChart,
  panel,
  shade,
  sphere,
  studio,
  tag,
} from '../lib/ui.mjs';
import { landing } from './services.mjs';

/** id -> [title, category, accent, art, level] */
export const COURSES = {
  'basic-python': ['Basic Python', 'Software Development', '#f5c542', 'py-basic', 'Beginner'],
  'advance-python': ['Advance Python', 'Software Development', '#f5a524', 'py-adv', 'Advanced'],
  'basic-advance-interview': ['Interview Prep', 'Software Development', '#4f8cff', 'interview', 'All levels'],
  'full-stack-ds': ['Full Stack Data Science', 'Data Science', '#8b5cf6', 'ds', 'Career track'],
  'data-analytics': ['Data Analytics', 'Data Science', '#2dd4bf', 'analytics', 'Beginner'],
  'big-data': ['Big Data', 'Data Science', '#4f8cff', 'bigdata', 'Intermediate'],
  'deep-learning': ['Deep Learning', 'Data Science', '#e04848', 'dl', 'Advanced'],
  'digital-marketing': ['Digital Marketing', 'Marketing', '#f472b6', 'dm', 'Career track'],
  'seo-course': ['SEO Mastery', 'Marketing', '#3ecf8e', 'seo', 'Beginner'],
  'smm-course': ['Social Media Marketing', 'Marketing', '#f5a524', 'smm', 'Beginner'],
  'front-end': ['Front-End Development', 'Web Development', '#38bdf8', 'fe', 'Beginner'],
  'back-end': ['Back-End Development', 'Web Development', '#3ecf8e', 'be', 'Intermediate'],
  'full-stack': ['Full Stack Web Development', 'Web Development', '#cc2929', 'fs', 'Career track'],
  'ui-design': ['UI Design', 'Web Development', '#a78bfa', 'ui', 'Beginner'],
  'premiere-pro': ['Premiere Pro', "Adobe's software", '#9b8cff', 'pr', 'Beginner'],
  'after-effects': ['After Effects', "Adobe's software", '#a78bfa', 'ae', 'Beginner'],
  photoshop: ['Photoshop', "Adobe's software", '#38bdf8', 'ps', 'Beginner'],
  illustrator: ['Illustrator', "Adobe's software", '#f5a524', 'ai', 'Beginner'],
  inDesign: ['InDesign', "Adobe's software", '#f472b6', 'id', 'Beginner'],
};

function art(doc, kind, accent, x, y, w, h) {
  const R = rng(kind);
  const o = [];
  const code = (lines, title) => editor(doc, x, y, w, h, lines, { title, size: 11 });
  switch (kind) {
    case 'py-basic':
      return code(
        [
          [
            0,
            [
              ['name', K.tx],
              [' = ', K.pu],
              ['input', K.fn],
              ['("Your name: ")', K.str],
            ],
          ],
          [
            0,
            [
              ['for', K.kw],
              [' i ', K.tx],
              ['in', K.kw],
              [' range', K.fn],
              ['(', K.tx],
              ['3', K.num],
              ['):', K.tx],
            ],
          ],
          [
            1,
            [
              ['print', K.fn],
              ['(f"Hello, {name}!")', K.str],
            ],
          ],
          [0, []],
          [
            0,
            [
              ['marks', K.tx],
              [' = [', K.pu],
              ['78', K.num],
              [', ', K.pu],
              ['91', K.num],
              [', ', K.pu],
              ['66', K.num],
              [']', K.pu],
            ],
          ],
          [
            0,
            [
              ['print', K.fn],
              ['(', K.tx],
              ['sum', K.fn],
              ['(marks) / ', K.tx],
              ['len', K.fn],
              ['(marks))', K.tx],
            ],
          ],
          [0, [['# 78.33', K.cm]]],
        ],
        'hello.py',
      );
    case 'py-adv':
      return code(
        [
          [
            0,
            [
              ['@dataclass', K.fn],
              ['(frozen=', K.tx],
              ['True', K.kw],
              [')', K.tx],
            ],
          ],
          [
            0,
            [
              ['class', K.kw],
              [' Order', K.ty],
              [':', K.tx],
            ],
          ],
          [
            1,
            [
              ['items', K.tx],
              [': list[', K.pu],
              ['Item', K.ty],
              [']', K.pu],
            ],
          ],
          [0, []],
          [
            0,
            [
              ['async def', K.kw],
              [' fetch_all', K.fn],
              ['(urls):', K.tx],
            ],
          ],
          [
            1,
            [
              ['async with', K.kw],
              [' Session() ', K.tx],
              ['as', K.kw],
              [' s:', K.tx],
            ],
          ],
          [
            2,
            [
              ['return await', K.kw],
              [' gather', K.fn],
              ['(*tasks)', K.tx],
            ],
          ],
        ],
        'orders.py',
      );
    case 'interview': {
      o.push(panel(doc, x, y, w, h, { rx: 14 }));
      o.push(text('Two Sum — Medium', x + 20, y + 34, { size: 14, font: 'manrope-800' }));
      o.push(bar(x + 20, y + 50, w * 0.7, 6, C.ink600), bar(x + 20, y + 62, w * 0.55, 6, C.ink700));
      ['Arrays', 'Hashing', 'DP', 'Graphs'].forEach((t, i) =>
        o.push(tag(t, x + 20 + i * 70, y + 80, { size: 10, fill: i === 1 ? accent : C.ink500 })),
      );
      o.push(rect(x + 20, y + 120, w - 40, 90, '#0b0b0e', { rx: 10 }));
      o.push(text('O(n) time · O(n) space', x + 34, y + 148, { size: 12, font: 'mono-400', fill: C.green }));
      o.push(
        text('All 58 test cases passed', x + 34, y + 172, { size: 12, font: 'mono-400', fill: C.ink300 }),
      );
      o.push(text('Runtime beats 92%', x + 34, y + 196, { size: 12, font: 'mono-400', fill: accent }));
      return o.join('');
    }
    case 'ds':
    case 'analytics': {
      o.push(panel(doc, x, y, w, h, { rx: 14 }));
      o.push(
        text(kind === 'ds' ? 'Model accuracy' : 'Monthly revenue', x + 18, y + 30, {
          size: 12,
          fill: C.ink400,
        }),
      );
      o.push(text(kind === 'ds' ? '94.2%' : '₹ 12.8L', x + 18, y + 60, { size: 24, font: 'manrope-800' }));
      o.push(
        lineChart(
          doc,
          x + 18,
          y + 80,
          w * 0.55,
          h - 110,
          Array.from({ length: 10 }, (_, i) => 4 + i + R.range(0, 4)),
          { color: accent },
        ),
      );
      o.push(
        donut(
          x + w - 62,
          y + 78,
          36,
          [
            [0.52, accent],
            [0.28, C.red],
            [0.2, C.ink500],
          ],
          { sw: 10 },
        ),
      );
      o.push(bars(doc, x + w - 110, y + h - 90, 96, 70, [4, 7, 5, 9, 6], { color: accent }));
      return o.join('');
    }
    case 'bigdata': {
      const ox = x + w / 2;
      const oy = y + h * 0.42;
      const cols = [shade(accent, 0.2), shade(accent, -0.35), shade(accent, -0.6)];
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++)
          o.push(
            isoBox(
              ox,
              oy,
              i * 30,
              j * 30,
              0,
              24,
              24,
              20 + ((i * 7 + j * 5) % 4) * 18,
              i === 1 && j === 1 ? [C.red400, C.red700, C.red900] : cols,
              { unit: 1.4 },
            ),
          );
      for (let k = 0; k < 16; k++)
        o.push(
          circle(x + R.range(10, w - 10), y + R.range(10, h - 10), R.range(1, 2.4), accent, { opacity: 0.7 }),
        );
      return o.join('');
    }
    case 'dl': {
      const layers = [3, 5, 5, 2];
      const pts = layers.map((n, li) =>
        Array.from({ length: n }, (_, k) => [
          x + 30 + li * ((w - 60) / 3),
          y + h / 2 + (k - (n - 1) / 2) * 40,
        ]),
      );
      for (let li = 0; li < 3; li++)
        for (const a of pts[li])
          for (const b of pts[li + 1])
            o.push(
              path(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`, 'none', { stroke: accent, sw: 1, opacity: 0.35 }),
            );
      pts
        .flat()
        .forEach(([px, py], i) =>
          o.push(
            sphere(doc, px, py, 11, i % 4 === 0 ? C.red : '#3a3a42', {
              light: i % 4 === 0 ? '#ffb0b0' : '#8a8a96',
              dark: '#0a0a0b',
            }),
          ),
        );
      return o.join('');
    }
    case 'dm':
    case 'smm': {
      o.push(panel(doc, x + 20, y, w - 40, h, { rx: 14 }));
      o.push(
        circle(x + 50, y + 32, 14, accent),
        text(kind === 'dm' ? 'Growth report' : '@acmesoftech', x + 72, y + 37, {
          size: 13,
          font: 'inter-600',
        }),
      );
      o.push(
        rect(
          x + 36,
          y + 58,
          w - 72,
          110,
          doc.lin(
            [
              [0, accent, 0.5],
              [1, C.red700, 0.6],
            ],
            0,
            0,
            1,
            1,
          ),
          { rx: 10 },
        ),
      );
      o.push(icon(kind === 'dm' ? 'megaphone' : 'heart', x + w / 2 - 22, y + 90, 44, '#fff', 2));
      [
        ['heart', '2.4K'],
        ['users', '+860'],
        ['chart', '18%'],
      ].forEach(([n, v], i) => {
        o.push(
          icon(n, x + 40 + i * 90, y + 184, 18, C.ink300),
          text(v, x + 64 + i * 90, y + 198, { size: 12, font: 'inter-600' }),
        );
      });
      return o.join('');
    }
    case 'seo': {
      o.push(panel(doc, x, y, w, h, { rx: 14 }));
      o.push(
        rect(x + 18, y + 20, w - 36, 32, C.ink850, { rx: 16 }),
        icon('search', x + 28, y + 26, 20, C.ink400),
        text('best biryani near me', x + 56, y + 41, { size: 12 }),
      );
      for (let i = 0; i < 3; i++) {
        o.push(
          text(`#${i + 1}`, x + 22, y + 86 + i * 42, {
            size: 14,
            font: 'manrope-800',
            fill: i === 0 ? accent : C.ink500,
          }),
        );
        o.push(
          bar(x + 56, y + 76 + i * 42, w * 0.5, 7, i === 0 ? accent : C.ink600),
          bar(x + 56, y + 90 + i * 42, w * 0.35, 5, C.ink700),
        );
      }
      o.push(lineChart(doc, x + w - 120, y + 80, 100, 90, [1, 2, 2, 4, 5, 8], { color: accent }));
      return o.join('');
    }
    case 'fe':
    case 'fs':
      return browser(
        doc,
        x,
        y,
        w,
        h,
        (bx, by, bw, bh) =>
          landing(doc, bx, by, bw, bh, {
            accent,
            seed: kind,
            headline: kind === 'fe' ? ['Pixel-perfect', 'interfaces.'] : ['Ship the', 'whole product.'],
          }),
        { url: kind === 'fe' ? 'localhost:5173' : 'app.example.in' },
      );
    case 'be':
      return code(
        [
          [
            0,
            [
              ['app', K.tx],
              ['.', K.pu],
              ['post', K.fn],
              ["('/api/orders'", K.str],
              [', ', K.pu],
              ['async', K.kw],
              [' (req) => {', K.tx],
            ],
          ],
          [
            1,
            [
              ['const', K.kw],
              [' body = ', K.tx],
              ['Order', K.ty],
              ['.', K.pu],
              ['parse', K.fn],
              ['(req.body)', K.tx],
            ],
          ],
          [
            1,
            [
              ['const', K.kw],
              [' row = ', K.tx],
              ['await', K.kw],
              [' db.', K.tx],
              ['insert', K.fn],
              ['(orders)', K.tx],
            ],
          ],
          [
            1,
            [
              ['return', K.kw],
              [' { id: row.id, status: ', K.tx],
              ["'created'", K.str],
              [' }', K.tx],
            ],
          ],
          [0, [['})', K.tx]]],
          [0, [['// 201 Created in 12 ms', K.cm]]],
        ],
        'server.ts',
      );
    case 'ui': {
      o.push(panel(doc, x, y, w, h, { rx: 14 }));
      for (let i = 0; i < 3; i++) {
        o.push(
          rect(x + 18 + i * ((w - 36) / 3), y + 20, (w - 36) / 3 - 10, h - 40, C.ink850, {
            rx: 10,
            stroke: i === 1 ? accent : 'none',
            sw: 2,
          }),
        );
        o.push(
          rect(x + 28 + i * ((w - 36) / 3), y + 32, (w - 36) / 3 - 30, 50, [accent, C.red, C.amber][i], {
            rx: 8,
            opacity: 0.85,
          }),
        );
        o.push(
          bar(x + 28 + i * ((w - 36) / 3), y + 96, 60, 6, C.ink300),
          bar(x + 28 + i * ((w - 36) / 3), y + 110, 44, 6, C.ink600),
        );
        o.push(rect(x + 28 + i * ((w - 36) / 3), y + h - 66, (w - 36) / 3 - 30, 22, accent, { rx: 11 }));
      }
      return o.join('');
    }
    default: {
      // Adobe-style apps: a two-letter tile with a tool-specific canvas.
      const letters = { pr: 'Pr', ae: 'Ae', ps: 'Ps', ai: 'Ai', id: 'Id' }[kind];
      o.push(panel(doc, x, y, w, h, { rx: 14, fill: '#0f0f14' }));
      if (kind === 'pr' || kind === 'ae') {
        for (let t = 0; t < 4; t++) {
          o.push(rect(x + 18, y + 110 + t * 24, w - 36, 18, C.ink850, { rx: 4 }));
          for (let c = 0; c < 3; c++)
            o.push(
              rect(
                x + 22 + c * 80 + t * 14 + R.range(0, 10),
                y + 112 + t * 24,
                R.range(40, 70),
                14,
                [accent, C.teal, C.amber, C.red][t],
                { rx: 3, opacity: 0.75 },
              ),
            );
        }
        o.push(
          rect(
            x + 18,
            y + 18,
            w - 36,
            80,
            doc.lin(
              [
                [0, accent, 0.6],
                [1, C.red700, 0.7],
              ],
              0,
              0,
              1,
              1,
            ),
            { rx: 8 },
          ),
          icon('play', x + w / 2 - 14, y + 44, 28, '#fff', 2),
        );
        o.push(path(`M${x + 150} ${y + 104} V${y + 210}`, 'none', { stroke: C.red400, sw: 2 }));
      } else if (kind === 'ps') {
        o.push(
          rect(
            x + 18,
            y + 18,
            w - 36,
            h - 36,
            doc.lin(
              [
                [0, '#1e3a5f'],
                [0.6, '#f5a524'],
                [1, '#cc2929'],
              ],
              0,
              0,
              0,
              1,
            ),
            { rx: 8 },
          ),
        );
        o.push(
          path(
            `M${x + 18} ${y + h - 70} L${x + 110} ${y + 120} L${x + 170} ${y + h - 90} L${x + 220} ${y + 140} L${x + w - 18} ${y + h - 60} V${y + h - 18} H${x + 18} Z`,
            '#0b0b0e',
            { opacity: 0.85 },
          ),
        );
        o.push(circle(x + w - 80, y + 70, 22, '#fff3d6', { opacity: 0.9 }));
        o.push(
          rect(x + 60, y + 50, 120, 90, 'none', {
            stroke: '#fff',
            sw: 1.2,
            extra: ' stroke-dasharray="5 4"',
          }),
        );
      } else if (kind === 'ai') {
        o.push(
          path(
            `M${x + 60} ${y + h - 50} C${x + 60} ${y + 60} ${x + w - 60} ${y + 60} ${x + w - 60} ${y + h - 50}`,
            'none',
            { stroke: accent, sw: 5 },
          ),
        );
        o.push(circle(x + w / 2, y + h / 2 + 10, 40, C.red, { opacity: 0.9 }));
        [
          [x + 60, y + h - 50],
          [x + w - 60, y + h - 50],
          [x + w / 2, y + 84],
        ].forEach(([px, py]) => o.push(rect(px - 5, py - 5, 10, 10, '#fff', { stroke: accent, sw: 2 })));
      } else {
        o.push(
          rect(x + 30, y + 24, (w - 80) / 2, h - 48, '#f4f1ea', { rx: 3 }),
          rect(x + 50 + (w - 80) / 2, y + 24, (w - 80) / 2, h - 48, '#f4f1ea', { rx: 3 }),
        );
        o.push(
          text('MONSOON', x + 44, y + 64, { size: 20, font: 'manrope-800', fill: '#111' }),
          rect(x + 44, y + 76, (w - 80) / 2 - 28, 70, accent, { opacity: 0.85 }),
        );
        for (let i = 0; i < 6; i++)
          o.push(bar(x + 64 + (w - 80) / 2, y + 44 + i * 14, (w - 80) / 2 - 28, 4, '#9a9aa2'));
      }
      o.push(rect(x + w - 64, y + h - 64, 48, 48, '#101018', { rx: 10, stroke: accent, sw: 2 }));
      o.push(
        text(letters, x + w - 40, y + h - 32, {
          size: 20,
          font: 'manrope-800',
          fill: accent,
          anchor: 'middle',
        }),
      );
      return o.join('');
    }
  }
}

export const courses = Object.fromEntries(
  Object.entries(COURSES).map(([id, [title, category, accent, kind, level]]) => [
    id,
    (doc) => {
      const out = [
        studio(doc, {
          seed: `course-${id}`,
          glows: [
            [560, 60, 380, accent, 0.28],
            [40, 420, 320, C.red, 0.3],
          ],
          grid: 'dots',
        }),
      ];
      out.push(tag(category, 32, 36, { size: 11, fill: accent }));
      const words = title.split(' ');
      const lines = [];
      let line = '';
      for (const w of words) {
        if ((line + ' ' + w).trim().length > 12 && line) {
          lines.push(line);
          line = w;
        } else line = (line + ' ' + w).trim();
      }
      lines.push(line);
      lines.forEach((l, i) =>
        out.push(text(l, 32, 112 + i * 40, { size: 34, font: 'manrope-800', fill: C.white, maxWidth: 260 })),
      );
      const ly = 112 + lines.length * 40;
      out.push(rect(32, ly - 14, 44, 4, accent, { rx: 2 }));
      out.push(
        icon('play', 32, ly + 8, 16, C.ink300),
        text(`${level} · Live + recorded`, 54, ly + 21, { size: 12, fill: C.ink300 }),
      );
      out.push(
        icon('star', 32, ly + 34, 16, C.amber),
        text('4.8 · Certificate included', 54, ly + 47, { size: 12, fill: C.ink300 }),
      );
      out.push(g(art(doc, kind, accent, 330, 70, 280, 260), {}));
      return out.join('');
    },
  ]),
);
