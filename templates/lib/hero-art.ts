// Hero illustrations drawn as SVG from a niche category: the product at work
// for that kind of business (appointments and recalls, a dispatch board, a
// client pipeline, a class schedule), in a light and a dark variant. Plain
// shapes and system-font text, no external references, a few KB each, so the
// browser caches one file per category and theme instead of every page
// carrying its own markup.

export type ArtTheme = 'light' | 'dark';

interface Palette {
  bg1: string; bg2: string; card: string; line: string; bar: string; text: string; muted: string; faint: string;
  primary: string; primarySoft: string; good: string; goodSoft: string; warn: string; warnSoft: string;
}

const PALETTE: Record<ArtTheme, Palette> = {
  light: {
    bg1: '#eff6ff', bg2: '#ecfdf5', card: '#ffffff', line: '#dbeafe', bar: '#1e3a8a', text: '#0f172a', muted: '#64748b', faint: '#e2e8f0',
    primary: '#2563eb', primarySoft: '#dbeafe', good: '#059669', goodSoft: '#d1fae5', warn: '#d97706', warnSoft: '#fef3c7',
  },
  dark: {
    bg1: '#0b1a33', bg2: '#06221c', card: '#0f172a', line: '#1e293b', bar: '#172554', text: '#e2e8f0', muted: '#94a3b8', faint: '#1e293b',
    primary: '#60a5fa', primarySoft: '#1e3a8a', good: '#34d399', goodSoft: '#064e3b', warn: '#fbbf24', warnSoft: '#451a03',
  },
};

/** Light → dark colour swaps for the hand-drawn SVGs in content/public/hero/. */
export const DARK_SWAPS: Record<string, string> = {
  '#ffffff': '#0f172a', '#f8fafc': '#111c33', '#f1f5f9': '#1e293b', '#eff6ff': '#0b1a33', '#ecfdf5': '#06221c',
  '#e2e8f0': '#1e293b', '#dbeafe': '#1e3a8a', '#bfdbfe': '#1e40af', '#cbd5e1': '#334155', '#334155': '#cbd5e1',
  '#0f172a': '#e2e8f0', '#64748b': '#94a3b8', '#fffbeb': '#2a1d05', '#fee2e2': '#450a0a', '#f5f3ff': '#1e1b4b',
  '#dcfce7': '#052e16', '#bbf7d0': '#14532d', '#a7f3d0': '#065f46', '#1e3a8a': '#172554', '#3b5bb5': '#1e40af', '#065f46': '#a7f3d0',
};

export function darken(svg: string): string {
  return svg.replace(/#[0-9a-f]{6}\b/gi, (c) => DARK_SWAPS[c.toLowerCase()] ?? c);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 6) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const text = (x: number, y: number, s: string, fill: string, size = 13, weight = 600) =>
  `<text x="${x}" y="${y}" fill="${fill}" font-size="${size}" font-weight="${weight}">${esc(s)}</text>`;

/** The app window every scene sits in: title bar with the view's name, and a body area from y=110. */
function frame(p: Palette, title: string, body: string, label: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="${esc(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>`,
    `<rect width="640" height="480" rx="28" fill="url(#g)"/>`,
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">`,
    `<rect x="40" y="40" width="560" height="400" rx="18" fill="${p.card}" stroke="${p.line}" stroke-width="2"/>`,
    `<path d="M40 58a18 18 0 0 1 18-18h524a18 18 0 0 1 18 18v26H40z" fill="${p.bar}"/>`,
    `<circle cx="66" cy="62" r="6" fill="#f87171"/><circle cx="86" cy="62" r="6" fill="#fbbf24"/><circle cx="106" cy="62" r="6" fill="#34d399"/>`,
    text(130, 67, title, '#ffffff', 13, 600),
    body,
    `</g></svg>`,
    '',
  ].join('\n');
}

/** Rows of a list: a coloured dot, a name, a detail and a status pill. */
function rows(p: Palette, x: number, y: number, w: number, items: [string, string, string, 'good' | 'warn' | 'primary'][]): string {
  return items
    .map(([name, detail, status, tone], i) => {
      const top = y + i * 58;
      const [fg, bg] = tone === 'good' ? [p.good, p.goodSoft] : tone === 'warn' ? [p.warn, p.warnSoft] : [p.primary, p.primarySoft];
      return [
        rect(x, top, w, 48, p.card, 10).replace('/>', ` stroke="${p.faint}"/>`),
        `<circle cx="${x + 24}" cy="${top + 24}" r="12" fill="${bg}"/>`,
        text(x + 46, top + 21, name, p.text, 13, 600),
        text(x + 46, top + 38, detail, p.muted, 11, 400),
        rect(x + w - 78, top + 13, 68, 22, bg, 11),
        text(x + w - 44, top + 28, status, fg, 10, 700).replace('<text', '<text text-anchor="middle"'),
      ].join('');
    })
    .join('\n');
}

function medical(p: Palette): string {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  const cal = days.map((d, i) => text(72 + i * 50, 130, d, p.muted, 11, 600)).join('');
  const slots = [[0, 0, 1], [1, 1, 2], [2, 0, 1], [3, 2, 1], [4, 1, 2], [0, 3, 1], [2, 2, 2], [4, 3, 1]]
    .map(([d, r, h], i) => rect(66 + d * 50, 142 + r * 46, 42, h * 40, i % 3 ? p.primarySoft : p.goodSoft, 6))
    .join('');
  return [
    text(64, 112, 'Appointments this week', p.text, 14, 700), cal, slots,
    text(340, 112, 'Recall reminders', p.text, 14, 700),
    rows(p, 336, 126, 244, [
      ['Cleaning due', 'Text sent · 9:00', 'Booked', 'good'],
      ['Check-up', 'Reminder 24h ahead', 'Confirmed', 'primary'],
      ['New patient', 'Replied in 2 min', 'Booked', 'good'],
      ['Missed visit', 'Rebook link sent', 'Waiting', 'warn'],
    ]),
    rect(64, 340, 250, 76, p.goodSoft, 12), text(80, 370, 'Next reminders', p.muted, 12, 500), text(80, 400, 'Tomorrow 9:00', p.good, 24, 800),
  ].join('\n');
}

function homeServices(p: Palette): string {
  const roads = `<path d="M64 200h250M64 290h250M130 120v280M240 120v280" stroke="${p.faint}" stroke-width="10" stroke-linecap="round"/>`;
  const pins = [[130, 170, p.primary], [240, 250, p.good], [190, 290, p.warn], [280, 340, p.primary]]
    .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/><circle cx="${x}" cy="${y}" r="4" fill="${p.card}"/>`)
    .join('');
  return [
    rect(64, 100, 250, 316, p.bg1, 12), roads, pins,
    text(340, 112, 'Dispatch board', p.text, 14, 700),
    rows(p, 336, 126, 244, [
      ['Water heater', '9:30 · tech on the way', 'En route', 'primary'],
      ['AC tune-up', '11:00 · confirmed', 'Scheduled', 'good'],
      ['Leak call', 'Missed call texted back', 'New lead', 'warn'],
      ['Estimate', 'Quote opened twice', 'Hot', 'good'],
    ]),
  ].join('\n');
}

function professional(p: Palette): string {
  const cols: [string, string[]][] = [
    ['New leads', ['Website form', 'Referral', 'Google call']],
    ['Consults', ['Thu 2:00 pm', 'Fri 10:30 am']],
    ['Proposal', ['Sent · opened']],
    ['Won', ['Signed today', 'Onboarding']],
  ];
  const board = cols
    .map(([head, cards], i) => {
      const x = 64 + i * 132;
      return [
        rect(x, 100, 120, 316, p.bg1, 12),
        text(x + 12, 124, head, p.text, 12, 700),
        ...cards.map((c, j) => [rect(x + 8, 138 + j * 66, 104, 56, p.card, 8), rect(x + 18, 150 + j * 66, 48, 6, i === 3 ? p.good : p.primary, 3), text(x + 18, 180 + j * 66, c, p.muted, 11, 500)].join('')),
      ].join('');
    })
    .join('\n');
  return board;
}

function fitness(p: Palette): string {
  const classes: [string, string, number][] = [
    ['6:00 Spin', '18 / 20 booked', 0.9], ['7:30 Strength', '12 / 16 booked', 0.75], ['12:00 Yoga', '20 / 20 full', 1], ['18:00 HIIT', '9 / 20 booked', 0.45],
  ];
  const list = classes
    .map(([name, seats, fill], i) => {
      const y = 126 + i * 70;
      return [text(64, y + 14, name, p.text, 13, 700), text(64, y + 32, seats, p.muted, 11, 500), rect(190, y + 8, 120, 12, p.faint, 6), rect(190, y + 8, Math.round(120 * fill), 12, fill === 1 ? p.good : p.primary, 6)].join('');
    })
    .join('\n');
  return [
    text(64, 112, 'Class schedule', p.text, 14, 700), list,
    text(340, 112, 'Member follow-up', p.text, 14, 700),
    rows(p, 336, 126, 244, [
      ['Trial member', 'Day 3 check-in text', 'Sent', 'primary'],
      ['Lapsed member', 'Win-back offer', 'Returned', 'good'],
      ['Class waitlist', 'Spot opened · 12:00', 'Booked', 'good'],
      ['Renewal due', 'Reminder in 7 days', 'Pending', 'warn'],
    ]),
  ].join('\n');
}

const SCENES: Record<string, { title: string; draw: (p: Palette) => string; label: string }> = {
  'medical-healthcare': { title: 'Appointments & recalls', draw: medical, label: 'CRM calendar of the week’s appointments beside recall reminders that rebook patients' },
  'home-local-services': { title: 'Dispatch', draw: homeServices, label: 'CRM dispatch board with jobs on a city map beside the day’s calls, texts and estimates' },
  'professional-services': { title: 'Client pipeline', draw: professional, label: 'CRM pipeline moving new leads through consults and proposals to signed clients' },
  'fitness-wellness': { title: 'Classes & members', draw: fitness, label: 'CRM class schedule with bookings beside automated member follow-up' },
};

/** Categories that have a scene; a niche in any other category keeps the placeholder tile. */
export const ART_CATEGORIES = Object.keys(SCENES);

/** The SVG text of a category's scene, or undefined when it has none. */
export function heroArt(category: string, theme: ArtTheme): string | undefined {
  const scene = SCENES[category];
  return scene && frame(PALETTE[theme], scene.title, scene.draw(PALETTE[theme]), scene.label);
}

/** Alt text for a category's scene (the niche preset's heroImage.alt). */
export function heroArtAlt(category: string): string | undefined {
  return SCENES[category]?.label;
}
