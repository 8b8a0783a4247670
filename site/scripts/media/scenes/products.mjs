// Product UI mockups, 800 x 600: a laptop with the product's main screen and a phone or card beside it.
import { C, circle, rect, rng, text } from '../lib/core.mjs';
import { bars, donut, icon, laptop, lineChart, panel, phone, stars, studio, tag } from '../lib/ui.mjs';

/** Shared app shell: sidebar with product name and nav, top bar with title. */
function shell(doc, x, y, w, h, { name, accent, nav, active = 0, title, iconName }) {
  const u = w / 100;
  const sw = 19 * u;
  const o = [rect(x, y, w, h, '#0c0c0f'), rect(x, y, sw, h, '#111114')];
  o.push(
    rect(x + 2.2 * u, y + 2.6 * u, 4.2 * u, 4.2 * u, accent, { rx: 1 * u }),
    icon(iconName, x + 2.7 * u, y + 3.1 * u, 3.2 * u, '#fff', 2),
  );
  o.push(text(name, x + 7.6 * u, y + 5.6 * u, { size: 1.9 * u, font: 'manrope-800', maxWidth: 10.5 * u }));
  nav.forEach((t, i) => {
    const ny = y + 12 * u + i * 4.6 * u;
    if (i === active)
      o.push(rect(x + 1.4 * u, ny - 2.6 * u, sw - 2.8 * u, 3.8 * u, accent, { rx: 0.9 * u, opacity: 0.18 }));
    o.push(circle(x + 3.4 * u, ny - 0.7 * u, 0.7 * u, i === active ? accent : C.ink500));
    o.push(
      text(t, x + 5.2 * u, ny, {
        size: 1.55 * u,
        fill: i === active ? C.white : C.ink400,
        font: i === active ? 'inter-600' : 'inter-400',
      }),
    );
  });
  o.push(text(title, x + sw + 3 * u, y + 5.8 * u, { size: 2.5 * u, font: 'manrope-800' }));
  o.push(
    rect(x + w - 30 * u, y + 2.6 * u, 18 * u, 4 * u, C.ink850, { rx: 2 * u }),
    icon('search', x + w - 29 * u, y + 3.1 * u, 3 * u, C.ink500),
  );
  o.push(
    circle(x + w - 6 * u, y + 4.6 * u, 2 * u, C.ink700),
    icon('bell', x + w - 10.5 * u, y + 3.1 * u, 3 * u, C.ink400),
  );
  return { svg: o.join(''), cx: x + sw + 3 * u, cy: y + 10 * u, cw: w - sw - 6 * u, u };
}

function kpis(o, x, y, w, u, items, accent) {
  const kw = (w - 3 * 1.6 * u) / 4;
  items.forEach(([k, v, d], i) => {
    const kx = x + i * (kw + 1.6 * u);
    o.push(rect(kx, y, kw, 10 * u, C.ink900, { rx: 1.2 * u, stroke: C.ink800 }));
    o.push(text(k, kx + 1.6 * u, y + 3.4 * u, { size: 1.4 * u, fill: C.ink400 }));
    o.push(text(v, kx + 1.6 * u, y + 7.6 * u, { size: 2.6 * u, font: 'manrope-800', maxWidth: kw - 8 * u }));
    if (d)
      o.push(
        text(d, kx + kw - 1.4 * u, y + 7.6 * u, {
          size: 1.3 * u,
          font: 'inter-600',
          fill: d.startsWith('-') ? C.red300 : C.green,
          anchor: 'end',
        }),
      );
  });
  void accent;
}

function table(o, x, y, w, u, head, rows, accent, widths) {
  o.push(rect(x, y, w, 4 * u, C.ink850, { rx: 0.8 * u }));
  let cx = x + 1.4 * u;
  head.forEach((hd, i) => {
    o.push(text(hd, cx, y + 2.7 * u, { size: 1.3 * u, font: 'inter-600', fill: C.ink400 }));
    cx += widths[i] * w;
  });
  rows.forEach((row, r) => {
    const ry = y + 4 * u + r * 4.2 * u;
    o.push(rect(x, ry + 4.2 * u - 0.5, w, 0.5, C.ink800));
    let rx = x + 1.4 * u;
    row.forEach((cell, i) => {
      const isStatus = i === row.length - 1;
      if (isStatus) {
        const col =
          {
            Paid: C.green,
            Due: C.amber,
            Overdue: C.red400,
            'In stock': C.green,
            Low: C.amber,
            Expiring: C.red400,
            Present: C.green,
            Absent: C.red400,
            Leave: C.amber,
            'Checked in': C.green,
            Reserved: C.amber,
            'Checked out': C.ink400,
          }[cell] ?? accent;
        o.push(
          rect(rx - 0.4 * u, ry + 1 * u, cell.length * 0.85 * u + 1.4 * u, 2.4 * u, col, {
            rx: 1.2 * u,
            opacity: 0.18,
          }),
        );
        o.push(text(cell, rx + 0.3 * u, ry + 2.75 * u, { size: 1.25 * u, font: 'inter-600', fill: col }));
      } else o.push(text(cell, rx, ry + 2.8 * u, { size: 1.35 * u, fill: i === 0 ? C.ink100 : C.ink300 }));
      rx += widths[i] * w;
    });
  });
}

const P = {};

P.billing = (doc) => {
  const accent = C.red;
  const out = [studio(doc, { seed: 'prod-billing' })];
  out.push(
    laptop(doc, 70, 120, 560, (x, y, w, h) => {
      const s = shell(doc, x, y, w, h, {
        name: 'Quickly Billing',
        accent,
        nav: ['Dashboard', 'Invoices', 'Customers', 'Products', 'GST reports', 'Settings'],
        active: 1,
        title: 'Invoices',
        iconName: 'receipt',
      });
      const o = [s.svg];
      const { cx, cy, cw, u } = s;
      kpis(
        o,
        cx,
        cy,
        cw,
        u,
        [
          ['Sales today', '₹ 48,920', '+12%'],
          ['Invoices', '126', '+8%'],
          ['GST collected', '₹ 7,460', ''],
          ['Pending', '₹ 12,300', '-3%'],
        ],
        accent,
      );
      table(
        o,
        cx,
        cy + 13 * u,
        cw * 0.62,
        u,
        ['Invoice', 'Customer', 'Amount', 'Status'],
        [
          ['INV-2041', 'Gupta Traders', '₹ 12,480', 'Paid'],
          ['INV-2040', 'Shree Medical', '₹ 3,150', 'Due'],
          ['INV-2039', 'Patel Hardware', '₹ 8,900', 'Paid'],
          ['INV-2038', 'Mehta & Sons', '₹ 21,600', 'Overdue'],
          ['INV-2037', 'City Bakery', '₹ 1,240', 'Paid'],
          ['INV-2036', 'Rao Textiles', '₹ 6,750', 'Paid'],
        ],
        accent,
        [0.24, 0.32, 0.24, 0.2],
      );
      const px = cx + cw * 0.65;
      o.push(rect(px, cy + 13 * u, cw * 0.35, 29 * u, C.ink900, { rx: 1.2 * u, stroke: C.ink800 }));
      o.push(text('Sales this week', px + 1.6 * u, cy + 17 * u, { size: 1.4 * u, fill: C.ink400 }));
      o.push(
        bars(doc, px + 1.6 * u, cy + 19 * u, cw * 0.35 - 3.2 * u, 20 * u, [42, 55, 38, 64, 72, 58, 80], {
          highlight: 6,
        }),
      );
      return o.join('');
    }),
  );
  // Printed invoice card.
  out.push('<g transform="translate(0 20)">');
  out.push(panel(doc, 560, 300, 190, 240, { rx: 12, fill: '#f6f6f8' }));
  out.push(
    text('TAX INVOICE', 578, 330, { size: 12, font: 'manrope-800', fill: '#111113' }),
    text('INV-2041', 732, 330, { size: 10, fill: '#6b6b74', anchor: 'end' }),
  );
  [
    ['Rice 25 kg', '1,450'],
    ['Sugar 10 kg', '480'],
    ['Oil 5 L', '890'],
  ].forEach(([k, v], i) => {
    out.push(
      text(k, 578, 362 + i * 22, { size: 10.5, fill: '#34343a' }),
      text(`₹ ${v}`, 732, 362 + i * 22, { size: 10.5, fill: '#34343a', anchor: 'end' }),
    );
  });
  out.push(
    rect(578, 428, 154, 1, '#d4d4d8'),
    text('CGST + SGST 18%', 578, 448, { size: 10, fill: '#6b6b74' }),
    text('₹ 509', 732, 448, { size: 10, fill: '#6b6b74', anchor: 'end' }),
  );
  out.push(
    text('Total', 578, 476, { size: 13, font: 'inter-700', fill: '#111113' }),
    text('₹ 3,329', 732, 476, { size: 15, font: 'manrope-800', fill: C.red, anchor: 'end' }),
  );
  out.push(
    rect(578, 494, 154, 28, C.red, { rx: 14 }),
    text('Share on WhatsApp', 655, 512, { size: 10.5, font: 'inter-600', fill: '#fff', anchor: 'middle' }),
  );
  out.push('</g>');
  return out.join('');
};

P.hotel = (doc) => {
  const accent = C.amber;
  const out = [
    studio(doc, {
      seed: 'prod-hotel',
      glows: [
        [650, 80, 420, C.amber, 0.22],
        [100, 560, 380, C.red, 0.3],
      ],
    }),
  ];
  out.push(
    laptop(doc, 70, 120, 560, (x, y, w, h) => {
      const s = shell(doc, x, y, w, h, {
        name: 'Hotel Manager',
        accent,
        nav: ['Front desk', 'Rooms', 'Bookings', 'Housekeeping', 'Restaurant', 'Reports'],
        active: 1,
        title: 'Rooms · Today',
        iconName: 'bed',
      });
      const o = [s.svg];
      const { cx, cy, cw, u } = s;
      kpis(
        o,
        cx,
        cy,
        cw,
        u,
        [
          ['Occupancy', '86%', '+6%'],
          ['Arrivals', '18', ''],
          ['Departures', '11', ''],
          ['Revenue', '₹ 2.4L', '+9%'],
        ],
        accent,
      );
      const R = rng('rooms');
      const states = [
        [C.green, 'Free'],
        [C.red400, 'Occupied'],
        [C.amber, 'Cleaning'],
        [C.blue, 'Reserved'],
      ];
      for (let i = 0; i < 24; i++) {
        const col = i % 8;
        const row = Math.floor(i / 8);
        const rw = (cw - 7 * 1.2 * u) / 8;
        const rx = cx + col * (rw + 1.2 * u);
        const ry = cy + 13 * u + row * 9.5 * u;
        const st = states[R.next() < 0.55 ? 1 : R.int(0, 3)];
        o.push(rect(rx, ry, rw, 8 * u, C.ink900, { rx: 1 * u, stroke: st[0], sw: 0.8 }));
        o.push(rect(rx, ry, 0.8 * u, 8 * u, st[0], { rx: 0.4 * u }));
        o.push(
          text(String(101 + row * 100 + col), rx + 1.8 * u, ry + 3.4 * u, {
            size: 1.7 * u,
            font: 'manrope-800',
          }),
        );
        o.push(text(st[1], rx + 1.8 * u, ry + 6.2 * u, { size: 1.2 * u, fill: st[0] }));
      }
      return o.join('');
    }),
  );
  out.push(
    phone(doc, 610, 250, 140, (x, y, w, h) => {
      const u = w / 100;
      const o = [rect(x, y, w, h, '#0c0c0f')];
      o.push(text('Booking', x + 8 * u, y + 22 * u, { size: 8 * u, font: 'manrope-800' }));
      o.push(
        rect(
          x + 7 * u,
          y + 30 * u,
          86 * u,
          54 * u,
          doc.lin(
            [
              [0, '#3a2a14'],
              [1, '#1a1208'],
            ],
            0,
            0,
            1,
            1,
          ),
          { rx: 6 * u },
        ),
      );
      o.push(icon('bed', x + 38 * u, y + 44 * u, 24 * u, accent, 1.6));
      o.push(
        text('Deluxe · 204', x + 8 * u, y + 96 * u, { size: 6 * u, font: 'inter-600' }),
        text('12 – 14 Dec · 2 guests', x + 8 * u, y + 106 * u, { size: 4.6 * u, fill: C.ink400 }),
      );
      o.push(text('₹ 7,800', x + 8 * u, y + 122 * u, { size: 8 * u, font: 'manrope-800', fill: accent }));
      o.push(
        rect(x + 7 * u, y + 134 * u, 86 * u, 15 * u, accent, { rx: 7.5 * u }),
        text('Check in', x + 50 * u, y + 144 * u, {
          size: 5.4 * u,
          font: 'inter-700',
          fill: '#111',
          anchor: 'middle',
        }),
      );
      o.push(stars(x + 8 * u, y + 160 * u, 7 * u));
      return o.join('');
    }),
  );
  return out.join('');
};

P.pharmacy = (doc) => {
  const accent = C.green;
  const out = [
    studio(doc, {
      seed: 'prod-pharma',
      glows: [
        [650, 80, 420, C.green, 0.2],
        [100, 560, 380, C.red, 0.3],
      ],
    }),
  ];
  out.push(
    laptop(doc, 70, 120, 560, (x, y, w, h) => {
      const s = shell(doc, x, y, w, h, {
        name: 'Pharmacy Manager',
        accent,
        nav: ['Counter sale', 'Inventory', 'Purchases', 'Suppliers', 'Expiry alerts', 'Reports'],
        active: 1,
        title: 'Inventory',
        iconName: 'pill',
      });
      const o = [s.svg];
      const { cx, cy, cw, u } = s;
      kpis(
        o,
        cx,
        cy,
        cw,
        u,
        [
          ['Medicines', '2,418', ''],
          ['Low stock', '37', '-5'],
          ['Expiring (30 d)', '12', ''],
          ['Sales today', '₹ 36,540', '+7%'],
        ],
        accent,
      );
      table(
        o,
        cx,
        cy + 13 * u,
        cw,
        u,
        ['Medicine', 'Batch', 'Expiry', 'Stock', 'Rack', 'Status'],
        [
          ['Paracetamol 650 mg', 'PC2407', 'Aug 2026', '1,240', 'A-3', 'In stock'],
          ['Amoxicillin 500 mg', 'AX1190', 'Jan 2026', '86', 'B-1', 'Low'],
          ['Cetirizine 10 mg', 'CZ0871', 'Dec 2025', '410', 'A-7', 'Expiring'],
          ['Metformin 500 mg', 'MF3320', 'Mar 2027', '960', 'C-2', 'In stock'],
          ['Vitamin D3 60K', 'VD0912', 'Oct 2026', '54', 'D-4', 'Low'],
          ['ORS sachet', 'OR5561', 'Jun 2027', '2,300', 'E-1', 'In stock'],
        ],
        accent,
        [0.28, 0.13, 0.15, 0.12, 0.1, 0.22],
      );
      return o.join('');
    }),
  );
  out.push(panel(doc, 570, 330, 180, 200, { rx: 14 }));
  out.push(text('Stock health', 588, 360, { size: 12, fill: C.ink400 }));
  out.push(
    donut(
      640,
      430,
      42,
      [
        [0.78, C.green],
        [0.15, C.amber],
        [0.07, C.red400],
      ],
      { sw: 11 },
    ),
  );
  out.push(text('78%', 640, 436, { size: 16, font: 'manrope-800', anchor: 'middle' }));
  [
    ['OK', C.green],
    ['Low', C.amber],
    ['Exp.', C.red400],
  ].forEach(([t, c], i) => {
    out.push(circle(702, 404 + i * 22, 4, c), text(t, 712, 408 + i * 22, { size: 10.5, fill: C.ink300 }));
  });
  out.push(tag('Barcode ready', 588, 490, { size: 10.5, fill: C.green }));
  return out.join('');
};

P.school = (doc) => {
  const accent = C.blue;
  const out = [
    studio(doc, {
      seed: 'prod-school',
      glows: [
        [650, 80, 420, C.blue, 0.22],
        [100, 560, 380, C.red, 0.3],
      ],
    }),
  ];
  out.push(
    laptop(doc, 70, 120, 560, (x, y, w, h) => {
      const s = shell(doc, x, y, w, h, {
        name: 'School Manager',
        accent,
        nav: ['Overview', 'Students', 'Attendance', 'Fees', 'Timetable', 'Exams'],
        active: 2,
        title: 'Attendance · Class 8-B',
        iconName: 'book',
      });
      const o = [s.svg];
      const { cx, cy, cw, u } = s;
      kpis(
        o,
        cx,
        cy,
        cw,
        u,
        [
          ['Students', '1,284', ''],
          ['Present today', '94.6%', '+1.2%'],
          ['Fees collected', '₹ 18.2L', '+4%'],
          ['Teachers', '62', ''],
        ],
        accent,
      );
      table(
        o,
        cx,
        cy + 13 * u,
        cw * 0.6,
        u,
        ['Roll', 'Student', 'Status'],
        [
          ['01', 'Aarav Mishra', 'Present'],
          ['02', 'Diya Patel', 'Present'],
          ['03', 'Kabir Singh', 'Absent'],
          ['04', 'Ishita Rao', 'Present'],
          ['05', 'Vihaan Jain', 'Leave'],
          ['06', 'Saanvi Nair', 'Present'],
        ],
        accent,
        [0.15, 0.55, 0.3],
      );
      const px = cx + cw * 0.63;
      o.push(rect(px, cy + 13 * u, cw * 0.37, 29 * u, C.ink900, { rx: 1.2 * u, stroke: C.ink800 }));
      o.push(text('Attendance trend', px + 1.6 * u, cy + 17 * u, { size: 1.4 * u, fill: C.ink400 }));
      o.push(
        lineChart(
          doc,
          px + 1.6 * u,
          cy + 20 * u,
          cw * 0.37 - 3.2 * u,
          19 * u,
          [88, 91, 90, 93, 92, 95, 94, 96],
          { color: accent },
        ),
      );
      return o.join('');
    }),
  );
  out.push(
    phone(doc, 610, 250, 140, (x, y, w, h) => {
      const u = w / 100;
      const o = [rect(x, y, w, h, '#0c0c0f')];
      o.push(text('Timetable', x + 8 * u, y + 22 * u, { size: 8 * u, font: 'manrope-800' }));
      [
        ['08:00', 'Mathematics', accent],
        ['08:45', 'Science', C.green],
        ['09:30', 'English', C.amber],
        ['10:30', 'Hindi', C.violet],
        ['11:15', 'Computer', C.red400],
      ].forEach(([t, s, c], i) => {
        const ry = y + 32 * u + i * 26 * u;
        o.push(
          rect(x + 7 * u, ry, 86 * u, 22 * u, C.ink900, { rx: 4 * u }),
          rect(x + 7 * u, ry, 2.4 * u, 22 * u, c, { rx: 1.2 * u }),
        );
        o.push(
          text(s, x + 14 * u, ry + 9.5 * u, { size: 5.4 * u, font: 'inter-600' }),
          text(t, x + 14 * u, ry + 17 * u, { size: 4.4 * u, fill: C.ink400 }),
        );
      });
      return o.join('');
    }),
  );
  return out.join('');
};

export const products = P;
